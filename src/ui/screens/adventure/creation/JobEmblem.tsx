import type { ReactNode } from 'react';
import '../../../styles/adventure-emblems.css';

/** What each job is, in a line, for the job tiles and the hero sheet (docs/game-design.md §5.2). */
export const JOB_BLURBS: Readonly<Record<string, string>> = {
  Soldier: 'A bantay of the village wall: steady in every trait, ready for any road.',
  Warrior: 'A mandirigma who lives for the clash: mighty and tough, slow to think.',
  Musician: "Plays the kulintang in every datu's hall: wise, and loved wherever the gongs ring.",
  Burglar: 'Quick hands and quicker feet: the nimblest of all, trusted by no one.',
  Farmer: 'Strong from the rice terraces and patient as the harvest.',
  Royalty: "Born to a datu's house: wise, learned and hard to refuse.",
  Assassin: 'A shadow with a daga: the quickest blade and the coldest heart.',
  Engineer: 'Builds balangay and bridges: clever hands and a sharp mind.',
  Chef: 'Feeds the whole barrio: warm, wise and welcome at every fire.',
};

const INK = '#2a1608';

/** Each job's mark, drawn on a 64 by 64 field in cream with dark ink lines. */
const GLYPHS: Readonly<Record<string, ReactNode>> = {
  // A kalasag shield before a spear.
  Soldier: (
    <>
      <path d="M32 3 L37 14 L27 14 Z" />
      <path d="M32 14 V61" fill="none" strokeWidth={3.5} />
      <path d="M18 19 Q32 13 46 19 L44 45 Q32 58 20 45 Z" />
      <path d="M22 30 L27 26 L32 30 L37 26 L42 30" fill="none" />
      <circle cx="32" cy="39" r="4" />
    </>
  ),
  // Two rattan sticks crossed: the weave of sinawali.
  Warrior: (
    <>
      <rect x="29" y="4" width="6" height="56" rx="3" transform="rotate(40 32 32)" />
      <rect x="29" y="4" width="6" height="56" rx="3" transform="rotate(-40 32 32)" />
      <path d="M13 47 L18 52 M16 44 L21 49 M51 47 L46 52 M48 44 L43 49" fill="none" />
      <circle cx="32" cy="32" r="4.5" />
    </>
  ),
  // A kulintang gong and its beater.
  Musician: (
    <>
      <circle cx="29" cy="36" r="20" />
      <circle cx="29" cy="36" r="13" fill="none" />
      <circle cx="29" cy="36" r="6" />
      <path d="M44 21 L58 6" fill="none" strokeWidth={3.5} />
      <circle cx="44" cy="21" r="5" />
    </>
  ),
  // A domino mask with its ties.
  Burglar: (
    <>
      <path d="M6 27 Q15 16 32 23 Q49 16 58 27 Q56 43 43 41 Q36 40 32 35 Q28 40 21 41 Q8 43 6 27 Z" />
      <ellipse cx="20" cy="30" rx="6" ry="4" fill={INK} />
      <ellipse cx="44" cy="30" rx="6" ry="4" fill={INK} />
      <path d="M6 27 Q2 36 5 46 M58 27 Q62 36 59 46" fill="none" />
    </>
  ),
  // A salakot hat over a bent rice stalk.
  Farmer: (
    <>
      <path d="M7 36 Q32 2 57 36 Z" />
      <path d="M32 11 L32 36 M20 22 L24 36 M44 22 L40 36" fill="none" />
      <ellipse cx="32" cy="37" rx="27" ry="5" />
      <path d="M18 62 Q24 50 38 46" fill="none" strokeWidth={3} />
      <ellipse cx="40" cy="46" rx="4" ry="2.4" transform="rotate(-20 40 46)" />
      <ellipse cx="33" cy="50" rx="4" ry="2.4" transform="rotate(-35 33 50)" />
    </>
  ),
  // A datu's crown with three gems.
  Royalty: (
    <>
      <path d="M9 46 L13 17 L24 31 L32 10 L40 31 L51 17 L55 46 Z" />
      <rect x="9" y="46" width="46" height="9" rx="2" />
      <circle cx="20" cy="50.5" r="2.6" fill={INK} />
      <circle cx="32" cy="50.5" r="2.6" fill={INK} />
      <circle cx="44" cy="50.5" r="2.6" fill={INK} />
      <circle cx="32" cy="9" r="3" />
    </>
  ),
  // A daga, point up, under a crescent moon.
  Assassin: (
    <>
      <path d="M32 3 L38 36 L26 36 Z" />
      <path d="M32 8 V33" fill="none" strokeWidth={1.5} />
      <rect x="19" y="36" width="26" height="6" rx="2.5" />
      <rect x="28.5" y="42" width="7" height="13" rx="2" />
      <circle cx="32" cy="58" r="4" />
      <path d="M50 6 A9 9 0 1 0 58 17 A7 7 0 1 1 50 6 Z" />
    </>
  ),
  // A gear and the bolt it turns.
  Engineer: (
    <>
      {Array.from({ length: 8 }, (_, i) => (
        <rect key={i} x="28" y="5" width="8" height="12" rx="1.5" transform={`rotate(${i * 45} 32 32)`} />
      ))}
      <circle cx="32" cy="32" r="17" />
      <circle cx="32" cy="32" r="7" fill={INK} />
      <circle cx="32" cy="32" r="11" fill="none" />
    </>
  ),
  // A palayok clay pot with steam rising.
  Chef: (
    <>
      <path d="M24 21 Q19 15 24 9 M32 21 Q27 13 32 5 M40 21 Q35 15 40 9" fill="none" />
      <path d="M12 31 Q10 56 32 57 Q54 56 52 31 Z" />
      <rect x="8" y="26" width="48" height="7" rx="3" />
      <path d="M16 42 Q32 47 48 42" fill="none" />
      <path d="M5 36 Q2 40 7 43 M59 36 Q62 40 57 43" fill="none" />
    </>
  ),
};

/**
 * A job's emblem: its mark on a gold-rimmed medallion in the job's colour. Decorative, since the
 * job's name is always written beside it.
 */
export function JobEmblem({
  job,
  size = 64,
  className = '',
}: {
  job: string | null;
  size?: number;
  className?: string;
}) {
  const glyph = job ? GLYPHS[job] : undefined;
  return (
    <span
      className={`job-emblem ${job ? `job-${job.toLowerCase()}` : 'job-none'} ${className}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      <svg viewBox="0 0 64 64" width="80%" height="80%" focusable="false">
        {glyph ? (
          <g fill="#fbecd0" stroke={INK} strokeWidth={2.2} strokeLinejoin="round" strokeLinecap="round">
            {glyph}
          </g>
        ) : (
          <text
            x="32"
            y="44"
            textAnchor="middle"
            fontSize="34"
            fill="rgba(251, 236, 208, 0.55)"
            fontFamily="Georgia, serif"
          >
            ?
          </text>
        )}
      </svg>
    </span>
  );
}
