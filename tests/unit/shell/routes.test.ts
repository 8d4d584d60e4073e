import { describe, expect, it, vi } from 'vitest';

// The table's screens are lazy imports; the table itself is plain data worth checking in Node.
vi.mock('../../../src/ui/routes/lazyScreen.tsx', () => ({ lazyScreen: () => ({}) }));
const { activeAliases, findRoute, layoutOf, ROUTE_ALIASES, ROUTES } =
  await import('../../../src/ui/routes/routeTable.ts');

const SPEC_PATHS = [
  '/',
  '/landing',
  '/loader',
  '/Test',
  '/select_character',
  '/select_character_ai',
  '/battle_area',
  '/next_phase',
  '/battle_area_ai',
  '/next_phase_ai',
  '/victory',
  '/cards',
  '/multiplayer',
  '/OnlineBase',
  '/deck_build',
  '/story_base',
  '/story_intro',
  '/story_character',
  '/ad_battle',
  '/next_phase_ad',
  '/result_base',
  '/defeated',
  '/save',
  '/reward',
  '/jail',
  '/store',
];

// Screens the specification describes without naming their path (each says so where it is built).
const UNNAMED_IN_SPEC = ['/online_select'];
// Screens the specification does not have at all: the replays of finished battles, How to Play
// (its screen and its guided battle), the rules and a spectator's view of a live match.
const BEYOND_SPEC = ['/replays', '/replays/:id', '/how_to_play', '/how_to_play/battle', '/rules', '/watch'];

describe('route table', () => {
  it('registers only paths of the specification, each once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect([...SPEC_PATHS, ...UNNAMED_IN_SPEC, ...BEYOND_SPEC]).toContain(path);
  });

  it('guards every route except /, /Test (and the not-found page, which is not in the table)', () => {
    for (const route of ROUTES) {
      const expected = route.path === '/Test' ? 'public' : route.path === '/' ? 'entry' : 'protected';
      expect(route.access, route.path).toBe(expected);
    }
  });

  it("falls back to the 'default' layout", () => {
    expect(layoutOf({})).toBe('default');
    expect(layoutOf(undefined)).toBe('default');
    expect(layoutOf(findRoute('/loader'))).toBe('fullscreen');
  });

  it('maps every alias spelling of the spec to a path of the spec', () => {
    const spelled = [
      'AdBattle',
      'AdventurePages/Jail',
      'AdventurePages/Reward',
      'AdventurePages/Store',
      'BustedBase',
      'CardsView',
      'CharacterSelection',
      'CharacterSelectionAi',
      'Landing',
      'MultiPlayer',
      'NotFound',
      'ResultBase',
      'Save',
      'StoryBase',
      'StoryCharacter',
      'StoryIntro',
      'Victory',
    ];
    expect(Object.keys(ROUTE_ALIASES).sort()).toEqual(spelled.map((name) => `/${name}`).sort());
    for (const [alias, target] of activeAliases()) {
      expect(findRoute(target), alias).toBeDefined();
    }
  });
});
