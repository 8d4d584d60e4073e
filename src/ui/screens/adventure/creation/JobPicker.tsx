import { useRef, type KeyboardEvent } from 'react';
import { JOBS } from '../../../../content/index.ts';
import { JOB_BLURBS, JobEmblem } from './JobEmblem.tsx';

const COLUMNS = 3;

/** Where an arrow key moves in the 3 by 3 grid of jobs (wrapping around), or null for other keys. */
function moveBy(key: string): number | null {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  if (key === 'ArrowDown') return COLUMNS;
  if (key === 'ArrowUp') return -COLUMNS;
  return null;
}

/**
 * The nine jobs of docs/game-design.md §5.2 as a radio group: one choice, arrow keys move through the grid
 * and choose as they go (the usual radio behaviour), Tab leaves the group.
 */
export function JobPicker({ job, onChoose }: { job: string | null; onChoose: (job: string) => void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = JOBS.findIndex((j) => j.name === job);
  const tabStop = selected >= 0 ? selected : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = moveBy(event.key);
    if (step === null) return;
    event.preventDefault();
    const next = (index + step + JOBS.length) % JOBS.length;
    const target = JOBS[next];
    if (!target) return;
    buttons.current[next]?.focus();
    onChoose(target.name);
  };

  return (
    <div className="forge-jobs" role="radiogroup" aria-label="Job">
      {JOBS.map(({ name }, index) => (
        <button
          key={name}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={name === job}
          aria-describedby={`job-blurb-${name}`}
          tabIndex={index === tabStop ? 0 : -1}
          className={`forge-job ${name === job ? 'is-selected' : ''}`}
          onClick={() => onChoose(name)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          <JobEmblem job={name} size={46} />
          <span className="forge-job-name">{name}</span>
        </button>
      ))}
      <div className="visually-hidden">
        {JOBS.map(({ name }) => (
          <span key={name} id={`job-blurb-${name}`}>
            {JOB_BLURBS[name]}
          </span>
        ))}
      </div>
    </div>
  );
}
