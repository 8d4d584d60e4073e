// The choices of the main menu (docs/game-design.md §2.6, and Online) and where each leads.
export interface MenuChoice {
  readonly label: string;
  readonly path: string;
  readonly blurb: string;
}

export const MENU_CHOICES: readonly MenuChoice[] = [
  {
    label: 'Player vs. Computer',
    path: '/select_character_ai',
    blurb: 'Face a computer rival in the circle.',
  },
  { label: 'Local Competitive', path: '/select_character', blurb: 'Two players, one keyboard, one winner.' },
  { label: 'Adventure', path: '/save', blurb: 'Forge a hero and walk the islands.' },
  { label: 'Cards', path: '/cards', blurb: 'Study every strike, parry and stance.' },
  // The spec reaches online play only by its URL (/multiplayer); the menu leads there too.
  { label: 'Online', path: '/multiplayer', blurb: 'Two players, two screens: rooms, chat, live duels.' },
  { label: 'Replays', path: '/replays', blurb: 'Watch your duels again, turn by turn.' },
  { label: 'How to Play', path: '/how_to_play', blurb: 'A guided first duel, and the rules.' },
];

/** Arrow keys move through the menu with wraparound. */
export function nextIndex(current: number, step: 1 | -1, count = MENU_CHOICES.length): number {
  return (current + step + count) % count;
}
