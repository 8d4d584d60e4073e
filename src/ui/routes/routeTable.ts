// The route table (docs/game-design.md §2.1): one entry per screen that exists, each loaded on demand.
// Later screens register here as they are built; the alias spellings below already point at them.
import { lazyScreen, type LazyScreen } from './lazyScreen.tsx';
import { offerPreload } from './nextScreens.ts';

/**
 * 'default': the menu layout over the parallax backdrop. 'home': the same, but the screen decides
 * when the backdrop appears (after the intro). 'fullscreen': the screen paints the whole window.
 */
export type LayoutName = 'default' | 'home' | 'fullscreen';

/** 'public': anyone. 'protected': needs an access token. 'entry': /, which signed-in players skip. */
export type Access = 'public' | 'protected' | 'entry';

export interface RouteEntry {
  readonly path: string;
  readonly title: string;
  readonly access: Access;
  readonly layout?: LayoutName;
  readonly screen: LazyScreen;
}

export const NOT_FOUND_SCREEN = lazyScreen(() => import('../screens/notFound/NotFoundScreen.tsx'));

// One screen instance per family of routes, so moving between a battle's routes keeps the screen.
const CHARACTER_SELECT = lazyScreen(() => import('../screens/characterSelect/CharacterSelectScreen.tsx'));
const ONLINE_ROOMS = lazyScreen(() => import('../screens/online/OnlineRoomsScreen.tsx'));
const BATTLE = lazyScreen(() => import('../screens/battle/BattleScreen.tsx'));
const STORY_BATTLE = lazyScreen(() => import('../screens/adventure/battle/StoryBattleScreen.tsx'));
const AFTERMATH = lazyScreen(() => import('../screens/adventure/aftermath/AftermathScreen.tsx'));

export const ROUTES: readonly RouteEntry[] = [
  {
    path: '/',
    title: 'Welcome',
    access: 'entry',
    layout: 'home',
    screen: lazyScreen(() => import('../screens/home/HomeScreen.tsx')),
  },
  {
    path: '/landing',
    title: 'Main menu',
    access: 'protected',
    screen: lazyScreen(() => import('../screens/landing/MainMenuScreen.tsx')),
  },
  {
    path: '/loader',
    title: 'Loader',
    access: 'protected',
    layout: 'fullscreen',
    screen: lazyScreen(() => import('../screens/loader/LoaderScreen.tsx')),
  },
  {
    path: '/Test',
    title: 'Diagnostics',
    access: 'public',
    screen: lazyScreen(() => import('../screens/diagnostics/DiagnosticsScreen.tsx')),
  },
  { path: '/select_character', title: 'Character select', access: 'protected', screen: CHARACTER_SELECT },
  { path: '/select_character_ai', title: 'Character select', access: 'protected', screen: CHARACTER_SELECT },
  // 'home': the battle screen shows the battleground itself.
  { path: '/battle_area', title: 'Battle', access: 'protected', layout: 'home', screen: BATTLE },
  { path: '/next_phase', title: 'Battle', access: 'protected', layout: 'home', screen: BATTLE },
  { path: '/battle_area_ai', title: 'Battle', access: 'protected', layout: 'home', screen: BATTLE },
  { path: '/next_phase_ai', title: 'Battle', access: 'protected', layout: 'home', screen: BATTLE },
  // Online play (docs/game-design.md §6.1): one rooms screen under both of the spec's paths; the online
  // fighter select, whose path the spec does not name; its battles use /battle_area and /next_phase.
  { path: '/multiplayer', title: 'Online rooms', access: 'protected', screen: ONLINE_ROOMS },
  { path: '/OnlineBase', title: 'Online rooms', access: 'protected', screen: ONLINE_ROOMS },
  // A spectator's view of a live match (the rooms list's Watch), on the battle screen.
  {
    path: '/watch',
    title: 'Watching',
    access: 'protected',
    layout: 'home',
    screen: lazyScreen(() => import('../screens/online/WatchScreen.tsx')),
  },
  {
    path: '/online_select',
    title: 'Character select',
    access: 'protected',
    screen: lazyScreen(() => import('../screens/online/OnlineSelectScreen.tsx')),
  },
  {
    path: '/victory',
    title: 'Victory',
    access: 'protected',
    layout: 'fullscreen',
    screen: lazyScreen(() => import('../screens/victory/VictoryScreen.tsx')),
  },
  {
    path: '/cards',
    title: 'Cards',
    access: 'protected',
    screen: lazyScreen(() => import('../screens/cards/CardGalleryScreen.tsx')),
  },
  // Replays (beyond the spec): the finished battles, and one of them (or an opened file: /replays/file)
  // shown again on the battle scene.
  {
    path: '/replays',
    title: 'Replays',
    access: 'protected',
    screen: lazyScreen(() => import('../screens/replays/ReplayListScreen.tsx')),
  },
  {
    path: '/replays/:id',
    title: 'Replay',
    access: 'protected',
    layout: 'home',
    screen: lazyScreen(() => import('../screens/replays/ReplayViewerScreen.tsx')),
  },
  // How to Play (beyond the spec): the guided battle's screen, the battle itself (the battle screen
  // with the guide's pointers) and the rules on one page.
  {
    path: '/how_to_play',
    title: 'How to Play',
    access: 'protected',
    screen: lazyScreen(() => import('../screens/howToPlay/HowToPlayScreen.tsx')),
  },
  {
    path: '/how_to_play/battle',
    title: 'Guided battle',
    access: 'protected',
    layout: 'home',
    screen: lazyScreen(() => import('../screens/howToPlay/GuidedBattleScreen.tsx')),
  },
  {
    path: '/rules',
    title: 'Rules',
    access: 'protected',
    screen: lazyScreen(() => import('../screens/rules/RulesScreen.tsx')),
  },
  // Adventure mode (docs/game-design.md §5): each screen in its own chunk, so none of it delays start-up.
  {
    path: '/save',
    title: 'Adventures',
    access: 'protected',
    screen: lazyScreen(() => import('../screens/adventure/list/AdventureListScreen.tsx')),
  },
  {
    path: '/story_character',
    title: 'Create your hero',
    access: 'protected',
    screen: lazyScreen(() => import('../screens/adventure/creation/CharacterCreationScreen.tsx')),
  },
  {
    path: '/story_intro',
    title: 'Story intro',
    access: 'protected',
    screen: lazyScreen(() => import('../screens/adventure/intro/StoryIntroScreen.tsx')),
  },
  {
    path: '/deck_build',
    title: 'Deck building',
    access: 'protected',
    screen: lazyScreen(() => import('../screens/adventure/deck/DeckBuilderScreen.tsx')),
  },
  {
    path: '/story_base',
    title: 'Story map',
    access: 'protected',
    layout: 'fullscreen',
    screen: lazyScreen(() => import('../screens/adventure/map/StoryMapScreen.tsx')),
  },
  { path: '/ad_battle', title: 'Story battle', access: 'protected', layout: 'home', screen: STORY_BATTLE },
  {
    path: '/next_phase_ad',
    title: 'Story battle',
    access: 'protected',
    layout: 'home',
    screen: STORY_BATTLE,
  },
  // After a story battle: one Scenario dialog for both outcomes (the journey knows which).
  { path: '/result_base', title: 'Scenario', access: 'protected', layout: 'fullscreen', screen: AFTERMATH },
  { path: '/defeated', title: 'Scenario', access: 'protected', layout: 'fullscreen', screen: AFTERMATH },
  {
    path: '/reward',
    title: 'Adventure results',
    access: 'protected',
    layout: 'fullscreen',
    screen: lazyScreen(() => import('../screens/adventure/spoils/RewardScreen.tsx')),
  },
  {
    path: '/jail',
    title: 'Busted',
    access: 'protected',
    layout: 'fullscreen',
    screen: lazyScreen(() => import('../screens/adventure/spoils/JailScreen.tsx')),
  },
  {
    path: '/store',
    title: 'Store',
    access: 'protected',
    layout: 'fullscreen',
    screen: lazyScreen(() => import('../screens/adventure/store/StoreScreen.tsx')),
  },
];

/** Other spellings used as route names in the spec, mapped to the screens' paths. */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/AdBattle': '/ad_battle',
  '/AdventurePages/Jail': '/jail',
  '/AdventurePages/Reward': '/reward',
  '/AdventurePages/Store': '/store',
  '/BustedBase': '/jail',
  '/CardsView': '/cards',
  '/CharacterSelection': '/select_character',
  '/CharacterSelectionAi': '/select_character_ai',
  '/Landing': '/landing',
  '/MultiPlayer': '/multiplayer',
  '/NotFound': '/404',
  '/ResultBase': '/result_base',
  '/Save': '/save',
  '/StoryBase': '/story_base',
  '/StoryCharacter': '/story_character',
  '/StoryIntro': '/story_intro',
  '/Victory': '/victory',
};

export function layoutOf(route: Pick<RouteEntry, 'layout'> | undefined): LayoutName {
  return route?.layout ?? 'default';
}

export function findRoute(path: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.path === path);
}

export function isRegistered(path: string): boolean {
  return findRoute(path) !== undefined;
}

/** Aliases whose screen exists; the others fall through to the not-found page until it does. */
export function activeAliases(): [alias: string, target: string][] {
  return Object.entries(ROUTE_ALIASES).filter(([, target]) => isRegistered(target));
}

for (const route of ROUTES) offerPreload(route.path, route.screen.preload);
