import type { KeyboardEvent } from 'react';
import type { SideIndex } from '../../../engine/index.ts';
import type { ReplayEntry, ReplaySide } from '../../../state/replay/index.ts';
import { avatarUrl } from '../../art/fighterArt.ts';
import { playedOn } from './download.ts';

function Fighter(props: { side: ReplaySide; index: SideIndex; entry: ReplayEntry }) {
  const { side, index, entry } = props;
  const won = entry.winner === index;
  const lost = entry.winner !== null && !won;
  const health = entry.health?.[index];
  return (
    <div className={`replay-fighter side-${index} ${won ? 'is-winner' : ''} ${lost ? 'is-loser' : ''}`}>
      <img className="replay-avatar fighter-avatar" src={avatarUrl(side.art)} alt="" draggable={false} />
      <div className="replay-fighter-text">
        <strong className="replay-fighter-name">{side.name}</strong>
        <span className="replay-fighter-role">{side.role}</span>
        {health !== undefined ? (
          <span className="replay-fighter-health">
            <span className="replay-health-bar" aria-hidden="true">
              <span style={{ width: `${(health / (entry.maxHealth?.[index] ?? 100)) * 100}%` }} />
            </span>
            <span data-testid={`replay-health-${index}`}>{health} HP</span>
          </span>
        ) : null}
      </div>
      {won ? (
        <span className="replay-crown" aria-label="Winner">
          ★ Won
        </span>
      ) : null}
    </div>
  );
}

/**
 * One finished battle in the list: mode, both sides (the winner crowned, both healths at the
 * end), turns and date, and what can be done with it. Arrow keys move between cards, Enter on
 * a card watches it and Delete asks to delete it; its buttons follow it in the tab order.
 */
export function ReplayCard(props: {
  entry: ReplayEntry;
  index: number;
  onWatch: () => void;
  onExport: () => void;
  onDelete: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const { entry, index, onWatch, onExport, onDelete, onKeyDown } = props;
  const [one, two] = entry.sides;
  const winner = entry.winner === null ? null : entry.sides[entry.winner];
  const summary = [
    `${entry.modeLabel}${entry.detail ? `, ${entry.detail}` : ''}`,
    // With each side's role: online, the players' names (the card shows them under the fighters).
    `${one.name} (${one.role}) against ${two.name} (${two.role})`,
    winner ? `${winner.name} won` : 'no winner',
    entry.turns !== null ? `${entry.turns} turns` : null,
    playedOn(entry.endedAt),
  ]
    .filter(Boolean)
    .join('; ');
  return (
    <li className="replay-item" style={{ animationDelay: `${index * 45}ms` }}>
      <article
        className={`replay-card mode-${entry.mode} ${entry.problem ? 'is-unplayable' : ''}`}
        tabIndex={0}
        aria-label={summary}
        data-card-index={index}
        data-testid="replay-card"
        data-battle-id={entry.id}
        onKeyDown={onKeyDown}
      >
        <header className="replay-card-head">
          <span className="replay-mode">
            {entry.modeLabel}
            {entry.detail ? <span className="replay-mode-detail"> · {entry.detail}</span> : null}
          </span>
          <time className="replay-date" dateTime={entry.endedAt}>
            {playedOn(entry.endedAt)}
          </time>
        </header>
        <div className="replay-duel">
          <Fighter side={one} index={0} entry={entry} />
          <span className="replay-versus" aria-hidden="true">
            vs
          </span>
          <Fighter side={two} index={1} entry={entry} />
        </div>
        <footer className="replay-card-foot">
          <span className="replay-turns" data-testid="replay-turns">
            {entry.problem ? entry.problem : `${entry.turns ?? '?'} turns`}
          </span>
          <div className="replay-actions">
            <button
              type="button"
              className="replay-button is-watch"
              onClick={onWatch}
              disabled={entry.problem !== null}
            >
              ▶ Watch
            </button>
            <button
              type="button"
              className="replay-button"
              onClick={onExport}
              disabled={entry.replay === null}
            >
              Export
            </button>
            <button type="button" className="replay-button is-delete" onClick={onDelete}>
              Delete
            </button>
          </div>
        </footer>
      </article>
    </li>
  );
}
