// The battle commands: the only way screens and the scene change a battle. Each player or computer
// move goes through the engine; its events are then shown one by one, with the spec's delays
// scaled by the animation-speed setting (spec 000 §4 turn flows, computer turn, timer, game end).
//
// Where the truth lives differs, the showing does not. A local battle (two-player, computer,
// story) applies each move here with the engine and records it in the backend. An online battle
// sends the player's move to the match authority (a RemoteAuthority, given by src/state/online);
// the authority's answer comes back as applied moves, with the foe's hidden cards taken out, and
// the state after them, and `showAuthorityMoves` shows them through the same steps (showMoves).
// Online, the turn's clock counts down to the authority's deadline and only the authority
// declares time's up.
import {
  AFTER_BUFF_MS,
  AFTER_MISS_MS,
  ATTACK_VIDEO_MS,
  BATTLE_TOAST_MS,
  COMPUTER_ACTION_MS,
  EFFECT_TOAST_MS,
  ENERGY_CHARGE_CARD_ID,
  MESSAGE_PAUSE_MS,
  MSG,
  PAUSE_BEFORE_DAMAGE_MS,
  PUNCH_SOUND_DELAY_MS,
  TURN_TIMER_SECONDS,
  VICTORY_DELAY_MS,
  apply,
  computerUsedText,
} from '../../engine/index.ts';
import type {
  BattleAction,
  BattleState,
  SideIndex,
  VisibleAction,
  VisibleEvent,
} from '../../engine/index.ts';
import { getCard } from '../../content/index.ts';
import { LOCAL_KEYS, writeLocal } from '../../services/storage/localKeys.ts';
import {
  playBattleEnd,
  playCardEffect,
  playCardSound,
  playPunch,
  playSound,
  playVoice,
} from '../../services/audio/audio.ts';
import { scaledDelay } from '../settings.ts';
import { useStageStore } from '../stage.ts';
import { artOf } from './combatants.ts';
import { computerAction } from './computerMove.ts';
import { controlsSide, isComputerSide } from './modes.ts';
import { notify } from './notices.ts';
import { AS_IT_LANDS, openingLines, tellMove } from './logLines.ts';
import type { LogLine, TimedLine } from './logLines.ts';
import { loadStoredBattle, recordAction, recordEnd, recordNewBattle } from './persistence.ts';
import { openingState, replayBattle, replayBattleLog, restartPlan } from './plan.ts';
import { INITIAL_BATTLE, handSide, isHumanTurn, patchShownSide, pushCue, useBattleStore } from './store.ts';
import { startTaunt, stopTaunt } from './taunt.ts';
import { clearTimeline, holdTimeline, releaseTimeline, wait } from './timeline.ts';
import type { BattlePlan, HurtKind } from './types.ts';

/** Grows whenever a battle starts or ends, so the steps of an older one stop where they are. */
let era = 0;
let clock: number | null = null;

/** A move of the player on the move; its side is the side to move. */
export type PlayerMove = { type: 'playCard'; cardId: number } | { type: 'chargeEnergy' };

/** One applied move as it is shown: an engine action and its events (online, as the player may see them). */
export interface ShownMove {
  action: VisibleAction;
  events: readonly VisibleEvent[];
}

/** The online match authority, as the battle sees it (src/state/online provides one per match). */
export interface RemoteAuthority {
  /** Sends the player's move; the authority answers through showAuthorityMoves or refuseMove. */
  send(move: PlayerMove): void;
  /** The player leaves a live battle (the authority counts it as a forfeit). */
  leave(): void;
  /** The authority's clock minus this browser's, in ms (the turn timer's correction for skew). */
  clockOffset(): number;
}

/** The authority of the online battle on screen, and when its turn ends (authority time, ms). */
let remote: RemoteAuthority | null = null;
let deadline: number | null = null;
/** A replay is on screen: its moves are shown as they were, with no clock, computer or backend. */
let replaying = false;

/**
 * Says why a card (91: Charge Energy) may not be played now, or null when it may: How to Play asks
 * for one card at a time, so its battle (on a fixed seed) goes where the pointers expect.
 */
export type MoveGate = (cardId: number) => string | null;
let gate: MoveGate | null = null;

const get = useBattleStore.getState;
const set = useBattleStore.setState;

// --- Starting, resuming, restarting, leaving ---

/** Starts a new battle and returns who attacks first. */
export async function beginBattle(plan: BattlePlan): Promise<SideIndex> {
  leaveBattle();
  const mine = ++era;
  const state = openingState(plan);
  const battleId = await recordNewBattle(plan);
  if (mine !== era) return state.first;
  rememberFighters(plan, state);
  set({ ...INITIAL_BATTLE, plan, battleId, state, shown: state, log: openingLines(state) });
  playSound('battleStart');
  beginTurn();
  return state.first;
}

/**
 * After a reload: rebuilds the stored battle by replaying its actions through the engine. The
 * battle is the one named by the spec's battleId key, or `battleId` when given (a story battle
 * knows its own). A battle already on screen stays.
 */
export async function resumeStoredBattle(battleId?: string): Promise<void> {
  const current = get();
  if (current.state && (battleId === undefined || current.battleId === battleId)) return;
  if (current.state) setBattleAside();
  const mine = ++era;
  set({ ...INITIAL_BATTLE });
  const stored = await loadStoredBattle(battleId);
  if (mine !== era) return;
  if (!stored) {
    set({ missing: true });
    return;
  }
  const state = replayBattle(stored.plan, stored.actions);
  const log = replayBattleLog(stored.plan, stored.actions);
  set({ plan: stored.plan, battleId: stored.battleId, state, shown: state, log });
  if (state.winner !== null) {
    declareWinner(state, state.winner);
    set({ phase: 'over', victoryReady: true });
    return;
  }
  beginTurn();
}

/** Restart (pause dialog): a new battle of the same fighters, full health and energy, timer 60. */
export async function restartBattle(): Promise<void> {
  const plan = get().plan;
  if (!plan) return;
  await beginBattle(restartPlan(plan));
}

/** Leaving through a menu: the battle in progress ends as abandoned (online: forfeited). */
export function leaveBattle(): void {
  const { battleId, state, phase } = get();
  const live = state !== null && state.winner === null && phase !== 'over';
  if (remote) {
    if (live) remote.leave();
  } else if (battleId && live) recordEnd(battleId, 'abandoned', null);
  setBattleAside();
}

/** Leaves the battle on screen without ending it: it stays stored and can be resumed. */
export function setBattleAside(): void {
  era += 1;
  stopClock();
  clearTimeline();
  stopTaunt();
  remote = null;
  deadline = null;
  replaying = false;
  gate = null;
  set({ ...INITIAL_BATTLE });
}

// --- Online: the authority's battle ---

/**
 * Shows an online battle: `state` is what the player may know of it (built from the authority's
 * view), `turnEndsAt` the authority's deadline for the turn. A battle already over is shown as it
 * ended. The moves that follow arrive through showAuthorityMoves.
 */
export function beginAuthorityBattle(
  plan: BattlePlan,
  state: BattleState,
  authority: RemoteAuthority,
  turnEndsAt: number | null,
  options: { fresh: boolean; over: boolean },
): void {
  setBattleAside();
  remote = authority;
  deadline = turnEndsAt;
  const battleId = plan.online?.matchId ?? null;
  set({ source: 'online', plan, battleId, state, shown: state });
  if (options.over) {
    endShown(state, era);
    return;
  }
  if (options.fresh) playSound('battleStart');
  beginTurn();
}

/** An online battle screen is being resumed: it waits for the authority's view. */
export function awaitAuthorityBattle(): void {
  setBattleAside();
  set({ source: 'online' });
}

/** The online battle could not be resumed (its match is gone): the screen leaves for the lobby. */
export function authorityBattleMissing(): void {
  setBattleAside();
  set({ source: 'online', missing: true });
}

/**
 * What the authority applied since the battle last heard from it, then the state after it. Shows
 * the moves one by one like a local battle's, then the next turn (or the end: a knockout, a
 * forfeit, an abandoned match). Resolves once shown; call it again only after that.
 */
export async function showAuthorityMoves(
  moves: readonly ShownMove[],
  after: BattleState,
  turnEndsAt: number | null,
  over: boolean,
): Promise<void> {
  if (!remote || !get().state) return;
  const mine = era;
  deadline = turnEndsAt;
  set({ state: after });
  if (moves.length === 0) {
    if (over) {
      endShown(after, mine);
      return;
    }
    // Nothing new was played (a player dropped or came back): the turn goes on as it was.
    const phase = get().phase;
    if (phase === 'waiting' || phase === 'loading') beginTurn();
    else if (phase !== 'resolving' && phase !== 'over') set({ shown: after });
    return;
  }
  for (const move of moves) {
    if (move.action.type === 'timeUp') noteTimeUp(move.action.side);
  }
  await showMoves(moves, after, mine, over);
}

/** The authority refused the player's move (its reason is shown); the turn goes on. */
export function refuseMove(reason: string): void {
  const s = get();
  if (!remote || !s.shown) return;
  notify(reason, 'error', s.shown.active, BATTLE_TOAST_MS);
  if (s.phase === 'waiting' && !s.timeUpOpen) set({ phase: 'choosing' });
}

/** Time's up, as the authority declared it: a toast, unless the player's own dialog already said so. */
function noteTimeUp(side: SideIndex): void {
  const s = get();
  if (s.timeUpOpen) return;
  const mine = s.plan ? controlsSide(s.plan, side) : false;
  const name = s.plan?.online?.names[side] ?? s.shown?.sides[side].name ?? '';
  notify(
    mine ? MSG.timeUp : `${name} is out of time: the turn passes.`,
    mine ? 'error' : 'info',
    side,
    BATTLE_TOAST_MS,
  );
}

// --- Replays: a finished battle shown again, move by move ---

/**
 * Puts a replay on screen (src/state/replay drives it): the battle as it began, with its log. The
 * moves are shown through the same steps as a live battle's, with no turn clock, no computer, no
 * taunt and nothing written to the backend.
 */
export function openReplay(plan: BattlePlan, state: BattleState, log: LogLine[]): void {
  setBattleAside();
  replaying = true;
  set({ plan, state, shown: state, phase: state.winner === null ? 'resolving' : 'over', log });
}

/** Jumps the replay to a moment: whatever move was being shown stops, the fighters stand as then. */
export function jumpReplay(state: BattleState, log: LogLine[]): void {
  if (!replaying) return;
  era += 1;
  clearTimeline();
  set({
    state,
    shown: state,
    phase: state.winner === null ? 'resolving' : 'over',
    paused: false,
    message: null,
    log,
  });
  pushCue({ type: 'pose', winner: state.winner });
}

/** Shows one move of the replay; true once it has been shown, false when a jump or leaving cut it short. */
export async function showReplayMove(move: ShownMove, after: BattleState): Promise<boolean> {
  if (!replaying || !get().state) return false;
  const mine = era;
  set({ state: after });
  await showMoves([move], after, mine, false);
  return mine === era;
}

// --- Turns ---

function beginTurn(): void {
  const s = get();
  if (!s.state) return;
  if (replaying) {
    // Between a replay's moves nobody chooses: the next move is shown when the viewer asks.
    set({ shown: s.state, message: null, announcement: null });
    return;
  }
  const computerTurn = s.plan ? isComputerSide(s.plan.mode, s.state.active) : false;
  set({
    shown: s.state,
    phase: computerTurn ? 'computer' : 'choosing',
    secondsLeft: remote ? authoritySecondsLeft() : TURN_TIMER_SECONDS,
    timeUpOpen: false,
    dialogCardId: null,
    focusedSlot: 0,
    message: null,
    announcement: null,
  });
  startClock();
  if (computerTurn) void computerMove(era);
}

/** Whole seconds until the authority's deadline, seen from this browser's clock corrected for skew. */
function authoritySecondsLeft(): number {
  if (!remote || deadline === null) return TURN_TIMER_SECONDS;
  const left = deadline - (Date.now() + remote.clockOffset());
  return Math.min(TURN_TIMER_SECONDS, Math.max(0, Math.ceil(left / 1000)));
}

/**
 * The online turn's clock: counts down to the authority's deadline (pausing does not stop it).
 * At zero on the player's own turn the time's-up dialog opens; the authority passes the turn.
 */
function startAuthorityClock(): void {
  clock = window.setInterval(() => {
    const s = get();
    if (s.phase !== 'choosing' && s.phase !== 'waiting') return;
    const secondsLeft = authoritySecondsLeft();
    if (secondsLeft !== s.secondsLeft) set({ secondsLeft });
    if (secondsLeft === 0 && !s.timeUpOpen && s.phase === 'choosing' && isHumanTurn(s) && s.shown) {
      set({ timeUpOpen: true, dialogCardId: null });
      notify(MSG.timeUp, 'error', s.shown.active, BATTLE_TOAST_MS);
    }
  }, 250);
}

function startClock(): void {
  stopClock();
  if (remote) {
    startAuthorityClock();
    return;
  }
  clock = window.setInterval(() => {
    const s = get();
    if (s.paused || s.clockHeld || s.timeUpOpen || (s.phase !== 'choosing' && s.phase !== 'computer')) return;
    // The turn's 60 s start once the battleground and fighters are on screen: on a first visit
    // over a slow network the battle's art can take seconds, and those are not the player's.
    if (!useStageStore.getState().battleReady) return;
    const secondsLeft = Math.max(0, s.secondsLeft - 1);
    set({ secondsLeft });
    if (secondsLeft === 0 && s.phase === 'choosing' && s.shown) {
      stopClock();
      set({ timeUpOpen: true, dialogCardId: null });
      notify(MSG.timeUp, 'error', s.shown.active, BATTLE_TOAST_MS);
    }
  }, 1000);
}

function stopClock(): void {
  if (clock !== null) window.clearInterval(clock);
  clock = null;
}

/** The computer announces its card, then plays it 5 s after its turn started. */
async function computerMove(mine: number): Promise<void> {
  const { state, plan } = get();
  if (!state || !plan) return;
  const side = state.active;
  const action = computerAction(state, plan.level);
  const name = action.type === 'playCard' ? getCard(action.cardId).name : getCard(ENERGY_CHARGE_CARD_ID).name;
  const announcement = computerUsedText(name);
  set({ announcement });
  notify(announcement, 'info', side, BATTLE_TOAST_MS);
  const fighter = state.sides[side];
  startTaunt(fighter.name, state.sides[side === 0 ? 1 : 0].name, state.seed + state.turn);
  const art = artOf(plan.sides[side]);
  if (art) playVoice(art);
  await wait(scaledDelay(COMPUTER_ACTION_MS));
  if (mine !== era) return;
  await resolve(action);
}

/** Plays one action through the engine (a local battle) and shows what happened. */
async function resolve(action: BattleAction): Promise<void> {
  const mine = era;
  const { state: before, battleId } = get();
  if (!before || !battleId || remote) return;
  const result = apply(before, action);
  if (!result.ok) {
    notify(result.reason, 'error', action.side, BATTLE_TOAST_MS);
    return;
  }
  set({ state: result.state });
  recordAction(battleId, action);
  await showMoves([{ action, events: result.events }], result.state, mine, false);
}

// --- Showing moves (local and online alike) ---

/**
 * Shows applied moves one after another (the store's `state` is already `after`), then the next
 * turn, or the end of the battle: a winner in `after`, or `over` (an online match ended without a
 * knockout). `mine` is the era the moves belong to.
 */
async function showMoves(
  moves: readonly ShownMove[],
  after: BattleState,
  mine: number,
  over: boolean,
): Promise<void> {
  set({ phase: 'resolving', dialogCardId: null, timeUpOpen: false });
  stopClock();
  let ending: LogLine[] = [];
  for (const move of moves) {
    const before = get().shown ?? after;
    const cut = move.events.findIndex((e) => e.type === 'turnPassed' || e.type === 'victory');
    const play = cut < 0 ? move.events : move.events.slice(0, cut);
    const next = cut < 0 ? [] : move.events.slice(cut);
    // The battle log tells the move as it lands, and the next turn's start event by event.
    const told = tellMove(before, move.action, move.events);
    const tell = (pick: (line: TimedLine) => boolean) => addLog(told.filter(pick).map((t) => t.line));
    let landed = false;
    const land = () => {
      if (!landed) tell((t) => t.at === AS_IT_LANDS);
      landed = true;
    };
    await showPlay(move.action, play, before, land);
    if (mine !== era) return;
    land();
    const at = cut < 0 ? move.events.length : cut;
    await showTurnStart(next, after, (i) => tell((t) => t.at === at + i && t.line.kind !== 'knockout'));
    if (mine !== era) return;
    ending = told.filter((t) => t.line.kind === 'knockout').map((t) => t.line);
  }
  if (after.winner !== null || over) {
    endShown(after, mine, ending);
    return;
  }
  beginTurn();
}

function addLog(lines: readonly LogLine[]): void {
  if (lines.length) set((s) => ({ log: [...s.log, ...lines] }));
}

/** The end as the last move left it: the victory, or (online) a match abandoned by both. */
function endShown(after: BattleState, mine: number, ending: readonly LogLine[] = []): void {
  if (after.winner !== null) {
    void showVictory(after, after.winner, mine, ending);
    return;
  }
  stopClock();
  set({ shown: after, phase: 'over', message: null, dialogCardId: null, timeUpOpen: false });
}

/** Shows a move up to its outcome; `land` is called as the outcome shows (for the battle log). */
async function showPlay(
  action: VisibleAction,
  events: readonly VisibleEvent[],
  before: BattleState,
  land: () => void,
): Promise<void> {
  const side = action.side;
  if (action.type === 'timeUp') return;
  const refused = events.find((e) => e.type === 'refused');
  if (refused) {
    pushCue({ type: 'refused', side });
    playSound('refused');
    land();
    set({ message: refused.message });
    notify(refused.message, 'error', side, BATTLE_TOAST_MS);
    notify(refused.warning, 'warning', side, BATTLE_TOAST_MS);
    await wait(scaledDelay(MESSAGE_PAUSE_MS));
    return;
  }
  const gained = events.find((e) => e.type === 'energyGained');
  if (action.type === 'chargeEnergy') {
    const amount = gained?.type === 'energyGained' ? gained.amount : 0;
    pushCue({ type: 'charge', side, amount });
    playSound('charge');
    land();
    if (gained?.type === 'energyGained') patchShownSide(side, { energy: gained.energy });
    set({ message: `${before.sides[side].name} charged +${amount} Energy.` });
    await wait(scaledDelay(AFTER_BUFF_MS) + scaledDelay(MESSAGE_PAUSE_MS));
    return;
  }
  // A card play whose card is hidden is always a refused one, shown above.
  if (!('cardId' in action)) return;
  const card = getCard(action.cardId);
  pushCue({ type: 'cardThrown', side, slot: before.sides[side].hand.indexOf(card.id), cardId: card.id });
  playCardSound(card);
  const spent = events.find((e) => e.type === 'energySpent');
  if (spent?.type === 'energySpent') patchShownSide(side, { energy: spent.energy });
  // Every attack plays its full-screen cinematic for the spec's 5 s (the card's video when the
  // manifest has one, else its family's effect); the speed setting shortens it.
  if (card.type === 'attack') {
    pushCue({ type: 'cinematic', side, cardId: card.id, ms: scaledDelay(ATTACK_VIDEO_MS) });
    playCardEffect();
    await wait(scaledDelay(ATTACK_VIDEO_MS));
  }
  if (gained?.type === 'energyGained') patchShownSide(side, { energy: gained.energy });
  if (card.type !== 'attack') {
    pushCue({ type: 'buff', side, cardId: card.id });
    land();
    set({ message: `${before.sides[side].name} used ${card.name}.` });
    await wait(scaledDelay(AFTER_BUFF_MS) + scaledDelay(MESSAGE_PAUSE_MS));
    return;
  }
  pushCue({ type: 'attack', side, cardId: card.id, ms: scaledDelay(PUNCH_SOUND_DELAY_MS) });
  await wait(scaledDelay(PUNCH_SOUND_DELAY_MS));
  playPunch();
  let hurt: HurtKind = 'normal';
  const target: SideIndex = side === 0 ? 1 : 0;
  for (const event of events) {
    if (event.type === 'effectApplied') {
      pushCue({ type: 'effect', target: event.target, kind: event.kind });
      if (event.kind === 'burn' || event.kind === 'poison') {
        hurt = event.kind;
        playSound(event.kind);
      }
      if (event.message) notify(event.message, 'info', side, BATTLE_TOAST_MS);
    }
    if (event.type === 'stunned')
      notify(`${before.sides[event.target].name} is stunned!`, 'info', side, BATTLE_TOAST_MS);
  }
  await wait(scaledDelay(PAUSE_BEFORE_DAMAGE_MS));
  const missed = events.find((e) => e.type === 'missed');
  const damaged = events.find((e) => e.type === 'damaged');
  if (missed?.type === 'missed') {
    pushCue({ type: 'miss', target });
    playSound('miss');
    land();
    set({ message: missed.message });
    notify(missed.message, 'warning', side, BATTLE_TOAST_MS);
    await wait(scaledDelay(AFTER_MISS_MS));
  } else if (damaged?.type === 'damaged') {
    pushCue({ type: 'hit', target, amount: damaged.amount, critical: damaged.critical, hurt });
    patchShownSide(target, { health: damaged.health });
    land();
    set({ message: damaged.message });
    notify(damaged.message, damaged.critical ? 'success' : 'info', side, BATTLE_TOAST_MS);
    await wait(scaledDelay(MESSAGE_PAUSE_MS));
  }
}

/**
 * The start of the next turn: burn and poison tick, a stunned side loses its turn. `tell(i)` adds
 * the battle log's lines of event i as it shows.
 */
async function showTurnStart(
  events: readonly VisibleEvent[],
  after: BattleState,
  tell: (index: number) => void,
): Promise<void> {
  for (const [index, event] of events.entries()) {
    tell(index);
    if (event.type === 'effectTicked') {
      pushCue({ type: 'tick', side: event.side, kind: event.kind, amount: event.amount });
      patchShownSide(event.side, { health: event.health });
      playSound(event.kind);
      notify(event.message, 'warning', event.side, EFFECT_TOAST_MS);
      await wait(scaledDelay(PAUSE_BEFORE_DAMAGE_MS));
    }
    if (event.type === 'turnSkipped') {
      pushCue({ type: 'stunned', side: event.side });
      notify(
        `${after.sides[event.side].name} is stunned and loses the turn!`,
        'warning',
        event.side,
        EFFECT_TOAST_MS,
      );
      await wait(scaledDelay(MESSAGE_PAUSE_MS));
    }
  }
}

async function showVictory(
  state: BattleState,
  winner: SideIndex,
  mine: number,
  ending: readonly LogLine[],
): Promise<void> {
  const loser: SideIndex = winner === 0 ? 1 : 0;
  set({ shown: state, phase: 'over', message: null });
  pushCue({ type: 'knockout', loser, winner });
  addLog(ending);
  const plan = get().plan;
  playBattleEnd(plan ? !controlsSide(plan, winner) : false);
  if (replaying) return;
  declareWinner(state, winner);
  const battleId = get().battleId;
  if (battleId && !remote) recordEnd(battleId, 'finished', winner);
  await wait(scaledDelay(VICTORY_DELAY_MS));
  if (mine !== era) return;
  set({ victoryReady: true });
}

function declareWinner(state: BattleState, winner: SideIndex): void {
  writeLocal(LOCAL_KEYS.winner, state.sides[winner].name);
}

/** The spec's storage keys of a versus battle; a story battle's are the adventure's own. */
function rememberFighters(plan: BattlePlan, state: BattleState): void {
  const [one, two] = state.sides;
  writeLocal(LOCAL_KEYS.player1, one.name);
  writeLocal(LOCAL_KEYS.player2, two.name);
  if (plan.mode === 'adventure') return;
  writeLocal(LOCAL_KEYS.selectedCharacter, String(one.templateId ?? ''));
  writeLocal(LOCAL_KEYS.characterId, String(one.templateId ?? ''));
  writeLocal(LOCAL_KEYS.enemyId, String(two.templateId ?? ''));
}

// --- The player's commands ---

function canAct(): boolean {
  const s = get();
  return s.phase === 'choosing' && !s.paused && !s.timeUpOpen && isHumanTurn(s);
}

/** Opens a card's dialog: a hand card, or 91 for the charge Energy and Iventory buttons. */
export function openCard(cardId: number): void {
  if (!canAct() || get().dialogCardId !== null) return;
  const s = get();
  const hand = s.shown?.sides[handSide(s)].hand ?? [];
  if (cardId !== ENERGY_CHARGE_CARD_ID && !hand.includes(cardId)) return;
  playSound('cardFlip');
  set({ dialogCardId: cardId });
}

export function closeCard(): void {
  set({ dialogCardId: null });
}

export function setMoveGate(next: MoveGate | null): void {
  gate = next;
}

/** Stops or restarts the turn timer without pausing the battle (How to Play's pointers). */
export function holdTurnClock(held: boolean): void {
  if (get().clockHeld !== held) set({ clockHeld: held });
}

/** Confirm in the card dialog: the card is played (or energy charged). */
export function confirmCard(): void {
  const s = get();
  const cardId = s.dialogCardId;
  if (cardId === null || !canAct() || !s.shown) return;
  const refusal = gate?.(cardId) ?? null;
  if (refusal) {
    set({ dialogCardId: null });
    notify(refusal, 'info', s.shown.active, BATTLE_TOAST_MS);
    return;
  }
  const side = s.shown.active;
  playSound('click');
  const move: PlayerMove =
    cardId === ENERGY_CHARGE_CARD_ID ? { type: 'chargeEnergy' } : { type: 'playCard', cardId };
  if (remote) {
    // Online the authority applies the move; its answer is shown when it comes.
    set({ phase: 'waiting', dialogCardId: null });
    remote.send(move);
    return;
  }
  void resolve({ ...move, side });
}

export function focusSlot(slot: number): void {
  const s = get();
  const count = s.shown?.sides[handSide(s)].hand.length ?? 0;
  if (count === 0) return;
  set({ focusedSlot: ((slot % count) + count) % count });
}

export function moveFocus(step: 1 | -1): void {
  focusSlot(get().focusedSlot + step);
}

export function openFocused(): void {
  const s = get();
  const cardId = s.shown?.sides[handSide(s)].hand[s.focusedSlot];
  if (cardId !== undefined) openCard(cardId);
}

/**
 * OK in the time's-up dialog: the turn passes to the other side's screen. Online the authority
 * passes it by itself (time's up is never sent); the dialog closes and the battle waits for it.
 */
export function acknowledgeTimeUp(): void {
  const s = get();
  if (!s.timeUpOpen || !s.shown) return;
  if (remote) {
    set({ timeUpOpen: false, phase: s.phase === 'choosing' ? 'waiting' : s.phase });
    return;
  }
  void resolve({ type: 'timeUp', side: s.shown.active });
}

export function pauseBattle(): void {
  if (get().paused || !get().state) return;
  holdTimeline();
  set({ paused: true, dialogCardId: null });
}

export function resumeBattle(): void {
  if (!get().paused) return;
  releaseTimeline();
  set({ paused: false });
}

/** Back to main menu from the victory screen: the finished battle is let go. */
export function closeFinishedBattle(): void {
  leaveBattle();
}
