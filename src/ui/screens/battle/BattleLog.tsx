import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SideIndex } from '../../../engine/index.ts';
import { useBattleStore } from '../../../state/battle/index.ts';
import type { LogLine } from '../../../state/battle/index.ts';
import { setLogOpen, useLogPanel } from '../../../state/battle/logPanel.ts';
import '../../styles/battle-log.css';

/** How many lines may arrive at once and still be announced (more is a jump: a reload or a seek). */
const ANNOUNCE_AT_ONCE = 6;
/** Announcements kept in the live region; older ones have been read. */
const ANNOUNCED_KEPT = 3;

interface TurnGroup {
  turn: number;
  side: SideIndex;
  lines: { line: LogLine; index: number }[];
}

function byTurn(log: readonly LogLine[]): TurnGroup[] {
  const groups: TurnGroup[] = [];
  log.forEach((line, index) => {
    const last = groups.at(-1);
    if (last && last.turn === line.turn) last.lines.push({ line, index });
    else groups.push({ turn: line.turn, side: line.side, lines: [{ line, index }] });
  });
  return groups;
}

/**
 * The battle log beside every battle and replay: one line per event in plain words, grouped by
 * turn, newest at the bottom. It can be folded away (remembered in this browser); the important
 * lines (blows, misses, effects, knockouts) are announced politely to screen readers as they
 * happen, whether the log is open or not.
 */
export function BattleLog({ variant = 'battle' }: { variant?: 'battle' | 'replay' }) {
  const log = useBattleStore((s) => s.log);
  const first = useBattleStore((s) => s.shown?.sides[0].name ?? '');
  const second = useBattleStore((s) => s.shown?.sides[1].name ?? '');
  const names = [first, second] as const;
  const open = useLogPanel((panel) => panel.open);
  const listId = useId();
  const list = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const previous = useRef<readonly LogLine[]>(log);
  const [announced, setAnnounced] = useState<{ index: number; text: string }[]>([]);
  const groups = useMemo(() => byTurn(log), [log]);

  // Announce the important lines that were just told; a log replaced wholesale (a reload, a
  // replay's seek) is not read out line by line.
  useEffect(() => {
    const before = previous.current;
    previous.current = log;
    if (log === before) return;
    const grew = log.length > before.length && log.length - before.length <= ANNOUNCE_AT_ONCE;
    const extends_ = grew && before.every((line, i) => log[i] === line);
    if (!extends_) {
      setAnnounced([]);
      return;
    }
    const fresh = log
      .slice(before.length)
      .map((line, i) => ({ index: before.length + i, text: line.text, important: line.important }))
      .filter((item) => item.important)
      .map(({ index, text }) => ({ index, text }));
    if (fresh.length) setAnnounced((kept) => [...kept, ...fresh].slice(-ANNOUNCED_KEPT));
  }, [log]);

  // Newest line in view, unless the player has scrolled up to read back.
  useLayoutEffect(() => {
    const element = list.current;
    if (element && stick.current) element.scrollTop = element.scrollHeight;
  }, [log, open]);

  const onScroll = () => {
    const element = list.current;
    if (element) stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
  };

  return (
    <section
      className={`battle-log interactive variant-${variant} ${open ? 'is-open' : 'is-closed'}`}
      aria-label="Battle log"
      data-testid="battle-log"
    >
      <button
        type="button"
        className="battle-log-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setLogOpen(!open)}
      >
        <span className="battle-log-title">Battle log</span>
        <span className="battle-log-count" aria-label={`${log.length} lines`}>
          {log.length}
        </span>
        <span className="battle-log-chevron" aria-hidden="true">
          {open ? '▾' : '▴'}
        </span>
      </button>
      {open ? (
        <ol
          id={listId}
          ref={list}
          className="battle-log-turns"
          tabIndex={0}
          aria-label="Battle log, oldest first"
          onScroll={onScroll}
          data-testid="battle-log-lines"
        >
          {groups.map((group) => (
            <li key={group.lines[0]?.index ?? group.turn} className={`log-turn side-${group.side}`}>
              <p className="log-turn-head">
                <span>Turn {group.turn}</span>
                <span className="log-turn-who">{names[group.side]}</span>
              </p>
              <ul className="log-lines">
                {group.lines.map(({ line, index }) => (
                  <li
                    key={index}
                    className={`log-line kind-${line.kind} ${line.important ? 'is-important' : ''}`}
                    data-kind={line.kind}
                  >
                    {line.text}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="visually-hidden" aria-live="polite" data-testid="battle-log-live">
        {announced.map((item) => (
          <p key={item.index}>{item.text}</p>
        ))}
      </div>
    </section>
  );
}
