import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from '../../routes/router/index.ts';
import { ENERGY_CHARGE_CARD_ID } from '../../../engine/index.ts';
import toast from 'react-hot-toast';
import { playMusic, playSound, stopMusic } from '../../../services/audio/audio.ts';
import {
  MODES,
  handSide,
  isHumanTurn,
  leaveBattle,
  modeOfRoute,
  setBattleAside,
  moveFocus,
  onNotice,
  openCard,
  openFocused,
  pauseBattle,
  restartBattle,
  resumeBattle,
  routeOf,
  turnLabelOf,
  useBattleStore,
} from '../../../state/battle/index.ts';
import { resumeCurrentBattle } from '../../../state/online/index.ts';
import { showBackdrop, useStageStore } from '../../../state/stage.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { AttackVideo } from './AttackVideo.tsx';
import { BattleAnnouncer } from './BattleAnnouncer.tsx';
import { BattleHeader } from './BattleHeader.tsx';
import { usePauseWhenHidden } from './usePauseWhenHidden.ts';
import { removeNotices, showNotice } from './battleToasts.tsx';
import { CardDialog } from './CardDialog.tsx';
import { BattleLog } from './BattleLog.tsx';
import { HandList } from './HandList.tsx';
import { PauseDialog } from './PauseDialog.tsx';
import { TauntBubble } from './TauntBubble.tsx';
import { TimeUpDialog } from './TimeUpDialog.tsx';
import { OnlineBattleStatus } from '../online/OnlineBattleStatus.tsx';
import { WatchBanner } from '../online/WatchBanner.tsx';
import { useRoomStarting } from '../online/useRoomStarting.ts';
import '../../styles/battle.css';
import { LOW_HEALTH_BORDER_AT } from '../../layout.ts';

/**
 * /battle_area, /next_phase, /battle_area_ai, /next_phase_ai, /ad_battle, /next_phase_ad: one
 * battle screen for every mode; the route shows whose turn it is (online: whose screen it is). How
 * the modes differ is read from MODES. `resume` starts or resumes this screen's battle (a story
 * battle begins from the adventure's encounter); without it the online match this browser is in,
 * or else the stored versus battle, is resumed.
 */
export default function BattleScreen({ resume = resumeCurrentBattle }: { resume?: () => Promise<void> }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const s = useBattleStore();
  const { plan, shown, phase } = s;
  // Whether the canvas has loaded and built the battle (tests and screenshots wait for it).
  const stageReady = useStageStore((stage) => stage.battleReady);

  useEffect(() => {
    showBackdrop('battle');
    document.body.classList.add('is-battle');
    void resume();
    const unsubscribe = onNotice(showNotice);
    return () => {
      unsubscribe();
      removeNotices();
      document.body.classList.remove('is-battle');
    };
  }, [resume]);

  // The music: the battle loop, and the second loop once a fighter is at low health.
  const tense = shown ? shown.sides.some((side) => side.health <= LOW_HEALTH_BORDER_AT) : false;
  useEffect(() => {
    if (plan && useBattleStore.getState().phase !== 'over')
      playMusic(tense ? 'battleMusicTension' : 'battleMusic');
  }, [plan, tense]);

  // The route follows the side to move; the victory screen follows the final blow by 3 s.
  // Online and two-player battles share their routes: the store knows which this one is.
  const routeMode = s.source === 'online' ? 'online' : (modeOfRoute(pathname) ?? 'local_two_player');
  useEffect(() => {
    if (s.missing) navigate(MODES[routeMode].startPath, { replace: true });
  }, [s.missing, navigate, routeMode]);
  useEffect(() => {
    if (!plan || !shown || phase === 'resolving' || phase === 'over' || phase === 'loading') return;
    const wanted = routeOf(plan, shown.active);
    if (wanted !== pathname) navigate(wanted, { replace: true });
  }, [plan, shown, phase, pathname, navigate]);
  const winner = s.state?.winner ?? null;
  useEffect(() => {
    if (s.victoryReady && plan && winner !== null) navigate(MODES[plan.mode].afterBattle(winner));
  }, [s.victoryReady, plan, winner, navigate]);

  // A spectator who sits in a room of their own is wanted at its fighter select once it starts:
  // the watching ends and they go there, told why (docs/online.md "Spectators").
  useRoomStarting(() => {
    stopMusic();
    leaveBattle();
    playSound('notify');
    toast('Your room is starting: choose your fighter.', { icon: '✦' });
    navigate('/online_select');
  }, plan?.online?.watched === true);

  usePauseWhenHidden(plan !== null && plan.online === undefined);

  // Bound before the first paint: a key pressed as soon as the screen shows is not lost.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const state = useBattleStore.getState();
      if (state.paused || state.timeUpOpen || state.dialogCardId !== null) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        pauseBattle();
        return;
      }
      const digit = Number(event.key);
      if (Number.isInteger(digit) && digit >= 1 && digit <= 5) {
        const cardId = state.shown?.sides[handSide(state)].hand[digit - 1];
        if (cardId !== undefined) openCard(cardId);
      } else if (event.key === 'ArrowLeft') moveFocus(-1);
      else if (event.key === 'ArrowRight') moveFocus(1);
      else if (event.key === 'Enter' && (event.target as HTMLElement | null)?.tagName !== 'BUTTON')
        openFocused();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!plan || !shown) {
    return (
      <main className="battle-screen is-loading">
        <Spinner label="Loading..." />
      </main>
    );
  }

  const rules = MODES[plan.mode];
  // A spectator (docs/game-design.md §6.1) sees both sides and every card played, but no hand, and plays nothing.
  const watching = plan.online?.watched === true;
  const humanTurn = isHumanTurn(s);
  const canPlay = phase === 'choosing' && humanTurn && !s.paused;
  const active = shown.active;
  const turnLabel =
    phase === 'over' ? 'The battle is over' : turnLabelOf(plan, active, shown.sides[active].name);

  const goToMainMenu = () => {
    stopMusic();
    if (rules.abandonOnLeave) leaveBattle();
    else setBattleAside();
    navigate(watching ? rules.startPath : '/');
  };

  return (
    <main
      className={`battle-screen side-${active}-to-move`}
      data-testid="battle-screen"
      data-phase={phase}
      data-active={active}
      data-turn={shown.turn}
      data-stage={stageReady ? 'ready' : 'loading'}
      data-place={plan.place}
    >
      <BattleHeader state={shown} plan={plan} secondsLeft={s.secondsLeft} turnLabel={turnLabel} />
      <BattleAnnouncer state={shown} turnLabel={turnLabel} secondsLeft={s.secondsLeft} />
      {plan.online ? <OnlineBattleStatus seating={plan.online} /> : null}
      {watching && plan.online ? <WatchBanner names={plan.online.names} onStop={goToMainMenu} /> : null}
      <button
        type="button"
        className="battle-menu-button interactive"
        onClick={pauseBattle}
        aria-label="Menu"
      >
        ☰ Menu
      </button>
      {active === rules.computerSide && phase !== 'over' ? (
        <TauntBubble taunt={s.taunt} announcement={s.announcement} />
      ) : null}
      {stageReady ? null : (
        // The battleground, fighters and hand are still loading; the turn's clock waits too. The
        // words are shown once more for the eye; the spinner already names them to screen readers.
        <div className="battle-preparing" data-testid="battle-preparing">
          <Spinner label="Preparing the arena..." />
          <p aria-hidden="true">Preparing the arena...</p>
        </div>
      )}
      <AttackVideo />
      {/* While the pause dialog is open the move's message waits with the move itself: two
          dialogs at once would overlap, and a screen reader would meet both. */}
      {s.message && phase === 'resolving' && !s.paused ? (
        <div
          className="battle-message"
          role="alertdialog"
          aria-label="Battle message"
          data-testid="battle-message"
        >
          {s.message}
        </div>
      ) : null}
      {watching ? null : <HandList hand={shown.sides[handSide(s)].hand} enabled={canPlay} />}
      {watching ? null : (
        <div className="battle-actions interactive">
          <button
            type="button"
            className="battle-action action-energy"
            disabled={!canPlay}
            onClick={() => openCard(ENERGY_CHARGE_CARD_ID)}
          >
            <span aria-hidden="true">⚡</span> charge Energy
          </button>
          <button
            type="button"
            className="battle-action action-inventory"
            disabled={!canPlay}
            onClick={() => openCard(ENERGY_CHARGE_CARD_ID)}
          >
            <span aria-hidden="true">❖</span> Iventory
          </button>
        </div>
      )}
      <BattleLog />
      {s.dialogCardId !== null ? (
        <CardDialog cardId={s.dialogCardId} effectIcons={rules.computerSide !== null} />
      ) : null}
      {s.timeUpOpen ? <TimeUpDialog /> : null}
      {s.paused ? (
        <PauseDialog
          online={plan.online !== undefined}
          watching={watching}
          onResume={resumeBattle}
          onRestart={rules.restartable ? () => void restartBattle() : undefined}
          onMainMenu={goToMainMenu}
        />
      ) : null}
    </main>
  );
}
