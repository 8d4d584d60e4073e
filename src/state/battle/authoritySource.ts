// The remote authority source: an online battle (either transport) whose truth is the match
// authority's. The player's move is sent to it (a RemoteAuthority, given by src/state/online per
// match); its answer comes back as applied moves, with the foe's hidden cards taken out, and the
// state after them, shown by the same presenter as a local battle's. The turn's clock counts down
// to the authority's deadline and only the authority declares time's up.
import { BATTLE_TOAST_MS, MSG } from '../../engine/index.ts';
import type { BattleState, SideIndex } from '../../engine/index.ts';
import type { ActiveBattle, MoveSource, PlayerMove, ShownMove } from './active.ts';
import type { Arena } from './arena.ts';
import { declareWinner } from './battleKeys.ts';
import { controlsSide } from '../../engine/modes/modes.ts';
import { endShown, openTurn, showMoves } from './presenter.ts';
import type { BattleServices } from './services.ts';
import { useBattleStore } from './store.ts';
import { secondsUntil } from './turnClock.ts';
import type { BattlePlan } from './types.ts';

const get = useBattleStore.getState;
const set = useBattleStore.setState;

/** The online match authority, as the battle sees it (src/state/online provides one per match). */
export interface RemoteAuthority {
  /** Sends the player's move; the authority answers through showAuthorityMoves or refuseMove. */
  send(move: PlayerMove): void;
  /** The player leaves a live battle (the authority counts it as a forfeit). */
  leave(): void;
  /** The authority's clock minus this browser's, in ms (the turn timer's correction for skew). */
  clockOffset(): number;
}

export class AuthoritySource implements MoveSource {
  constructor(
    private readonly services: BattleServices,
    private readonly authority: RemoteAuthority,
    /** When the turn ends, in the authority's time (ms). */
    public deadline: number | null,
  ) {}

  beginTurn(battle: ActiveBattle): void {
    openTurn(this.secondsLeft());
    battle.clock.countToDeadline(() => this.secondsLeft());
  }

  play(_battle: ActiveBattle, move: PlayerMove): void {
    // The authority applies the move; its answer is shown when it comes.
    set({ phase: 'waiting', dialogCardId: null });
    this.authority.send(move);
  }

  acknowledgeTimeUp(): void {
    // The authority passes the turn by itself (time's up is never sent): the battle waits for it.
    const s = get();
    set({ timeUpOpen: false, phase: s.phase === 'choosing' ? 'waiting' : s.phase });
  }

  abandon(): void {
    this.authority.leave();
  }

  settleVictory(state: BattleState, winner: SideIndex): boolean {
    declareWinner(this.services, state, winner);
    return true;
  }

  /** Whole seconds until the authority's deadline, seen from this browser's clock corrected for skew. */
  secondsLeft(): number {
    return secondsUntil(this.deadline, this.services.clock.now(), this.authority.clockOffset());
  }

  /** Time's up, as the authority declared it: a toast, unless the player's own dialog already said so. */
  noteTimeUp(side: SideIndex): void {
    const s = get();
    if (s.timeUpOpen) return;
    const mine = s.plan ? controlsSide(s.plan, side) : false;
    const name = s.plan?.online?.names[side] ?? s.shown?.sides[side].name ?? '';
    this.services.notify(
      mine ? MSG.timeUp : `${name} is out of time: the turn passes.`,
      mine ? 'error' : 'info',
      side,
      BATTLE_TOAST_MS,
    );
  }
}

/** The commands src/state/online/match.ts drives an online battle with. */
export function authorityCommands(arena: Arena) {
  const { services } = arena;

  /**
   * Shows an online battle: `state` is what the player may know of it (built from the authority's
   * view), `turnEndsAt` the authority's deadline for the turn. A battle already over is shown as it
   * ended. The moves that follow arrive through showAuthorityMoves.
   */
  function beginAuthorityBattle(
    plan: BattlePlan,
    state: BattleState,
    authority: RemoteAuthority,
    turnEndsAt: number | null,
    options: { fresh: boolean; over: boolean },
  ): void {
    arena.setAside();
    const battle = arena.open(new AuthoritySource(services, authority, turnEndsAt));
    const battleId = plan.online?.matchId ?? null;
    set({ source: 'online', plan, battleId, state, shown: state });
    if (options.over) {
      endShown(battle, state, battle.now());
      return;
    }
    if (options.fresh) services.sounds.playSound('battleStart');
    battle.beginTurn();
  }

  /** An online battle screen is being resumed: it waits for the authority's view. */
  function awaitAuthorityBattle(): void {
    arena.setAside();
    set({ source: 'online' });
  }

  /** The online battle could not be resumed (its match is gone): the screen leaves for the lobby. */
  function authorityBattleMissing(): void {
    arena.setAside();
    set({ source: 'online', missing: true });
  }

  /**
   * What the authority applied since the battle last heard from it, then the state after it. Shows
   * the moves one by one like a local battle's, then the next turn (or the end: a knockout, a
   * forfeit, an abandoned match). Resolves once shown; call it again only after that.
   */
  async function showAuthorityMoves(
    moves: readonly ShownMove[],
    after: BattleState,
    turnEndsAt: number | null,
    over: boolean,
  ): Promise<void> {
    const fed = arena.fedBy(AuthoritySource);
    if (!fed || !get().state) return;
    const { battle, source } = fed;
    const mine = battle.now();
    source.deadline = turnEndsAt;
    set({ state: after });
    if (moves.length === 0) {
      if (over) {
        endShown(battle, after, mine);
        return;
      }
      // Nothing new was played (a player dropped or came back): the turn goes on as it was.
      const phase = get().phase;
      if (phase === 'waiting' || phase === 'loading') battle.beginTurn();
      else if (phase !== 'resolving' && phase !== 'over') set({ shown: after });
      return;
    }
    for (const move of moves) {
      if (move.action.type === 'timeUp') source.noteTimeUp(move.action.side);
    }
    await showMoves(battle, { moves, after, over }, mine);
  }

  /** The authority refused the player's move (its reason is shown); the turn goes on. */
  function refuseMove(reason: string): void {
    const s = get();
    if (!arena.fedBy(AuthoritySource) || !s.shown) return;
    services.notify(reason, 'error', s.shown.active, BATTLE_TOAST_MS);
    if (s.phase === 'waiting' && !s.timeUpOpen) set({ phase: 'choosing' });
  }

  return {
    beginAuthorityBattle,
    awaitAuthorityBattle,
    authorityBattleMissing,
    showAuthorityMoves,
    refuseMove,
  };
}
