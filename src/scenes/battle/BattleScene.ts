// The battle scene: the battleground, both fighters, the fanned hand, the attack cinematics, hit
// sparks, damage numbers and camera shake. It reads the battle store and animates its cues; it
// changes the battle only through the battle commands (docs/architecture.md "Phaser and React together").
import Phaser from 'phaser';
import type { SideIndex } from '../../engine/index.ts';
import { artOf, figureTint, handSide, isHumanTurn, useBattleStore } from '../../state/battle/index.ts';
import type { BattleStoreState, StageCue } from '../../state/battle/index.ts';
import { reportBattleReady, useStageStore } from '../../state/stage.ts';
import { useSettingsStore } from '../../state/settings.ts';
import { BattlegroundView } from './BattlegroundView.ts';
import { Cinematic } from './Cinematic.ts';
import { DEFAULT_ART } from './fighterSheet.ts';
import { FighterView } from './FighterView.ts';
import { HandFan } from './HandFan.ts';
import { dur, reducedMotion } from './motion.ts';
import { SPARK_KEY, paintBattleTextures } from './textures.ts';
import { queuePack } from '../loadPack.ts';

/** The asset packs (assets/manifest.json) the battle screens need. */
export const BATTLE_PACKS = ['fighters', 'battlegrounds', 'cards'] as const;

export class BattleScene extends Phaser.Scene {
  private ground!: BattlegroundView;
  private fighters: [FighterView, FighterView] | null = null;
  private hand!: HandFan;
  private cinematic!: Cinematic;
  private unsubscribers: Array<() => void> = [];
  private lastCue = 0;
  private seconds = 0;
  private planKey = '';

  constructor() {
    // Started when a battle screen first asks for the battleground (startGame.ts), so its packs
    // never compete with the login screen's.
    super({ key: 'battle' });
  }

  preload(): void {
    for (const pack of BATTLE_PACKS) queuePack(this, pack);
  }

  create(): void {
    paintBattleTextures(this);
    this.ground = new BattlegroundView(this);
    this.fighters = [new FighterView(this, 1), new FighterView(this, -1)];
    for (const fighter of this.fighters) fighter.root.setDepth(10);
    this.hand = new HandFan(this);
    this.cinematic = new Cinematic(this, (covered) => {
      this.ground.setHidden(covered);
      for (const fighter of this.fighters ?? []) fighter.root.setVisible(!covered);
    });
    this.lastCue = useBattleStore.getState().cues.at(-1)?.id ?? 0;

    this.layout();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.layout, this);
    this.applyVisibility(useStageStore.getState().backdrop === 'battle');
    this.applyBattle(useBattleStore.getState(), null);
    this.unsubscribers.push(
      useStageStore.subscribe((state, previous) => {
        if (state.backdrop !== previous.backdrop) this.applyVisibility(state.backdrop === 'battle');
      }),
      useBattleStore.subscribe((state, previous) => this.applyBattle(state, previous)),
      useSettingsStore.subscribe(() => this.applyBattle(useBattleStore.getState(), null)),
    );
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      for (const unsubscribe of this.unsubscribers) unsubscribe();
      this.unsubscribers = [];
      this.scale.off(Phaser.Scale.Events.RESIZE, this.layout, this);
      this.hand.destroy();
      this.cinematic.stop();
    });
    reportBattleReady();
  }

  override update(_time: number, delta: number): void {
    if (!this.cameras.main.visible) return;
    this.seconds += delta / 1000;
    this.ground.update(this.seconds);
    for (const fighter of this.fighters ?? []) fighter.idle(this.seconds);
  }

  private applyVisibility(visible: boolean): void {
    this.cameras.main.setVisible(visible);
    if (!visible) this.cinematic.stop();
    this.input.enabled = visible;
  }

  private applyBattle(s: BattleStoreState, previous: BattleStoreState | null): void {
    const plan = s.plan;
    const key = plan ? `${s.battleId ?? ''}:${JSON.stringify(plan.sides)}:${plan.place}` : '';
    if (key !== this.planKey && this.fighters) {
      this.planKey = key;
      this.cinematic.stop();
      if (plan) {
        for (const side of [0, 1] as const) {
          this.fighters[side].setArt(artOf(plan.sides[side]) ?? DEFAULT_ART, figureTint(plan.sides[side]));
        }
      }
      // Versus battles fight in the arena; a story battle where its map pin stands.
      this.ground.show(plan?.place ?? 'arena');
      this.layout();
      // A resumed battle that is already won shows how it ended.
      if (s.state?.winner != null) this.knockout(s.state.winner === 0 ? 1 : 0, s.state.winner);
    }
    if (!previous || previous.paused !== s.paused) {
      if (s.paused) {
        this.tweens.pauseAll();
        this.time.paused = true;
      } else {
        this.tweens.resumeAll();
        this.time.paused = false;
      }
    }
    if (!previous || previous.cues !== s.cues) {
      for (const cue of s.cues) {
        if (cue.id <= this.lastCue) continue;
        this.lastCue = cue.id;
        this.play(cue, s);
      }
    }
    if (s.shown) {
      const playable = s.phase === 'choosing' && isHumanTurn(s) && !s.paused;
      this.hand.show(s.phase === 'over' ? [] : s.shown.sides[handSide(s)].hand, playable, s.focusedSlot);
    } else this.hand.show([], false, 0);
  }

  private fighter(side: SideIndex): FighterView | null {
    return this.fighters?.[side] ?? null;
  }

  private play(cue: StageCue, s: BattleStoreState): void {
    const { width, height } = this.scale.gameSize;
    switch (cue.type) {
      case 'cardThrown':
        this.hand.throwCard(cue.slot, width / 2, height * 0.45);
        break;
      case 'cinematic':
        this.cinematic.play(cue.cardId, s.shown?.sides[cue.side].name ?? '', cue.ms, width, height);
        break;
      case 'attack': {
        const foe = this.fighter(cue.side === 0 ? 1 : 0);
        this.fighter(cue.side)?.attack(foe?.root.x ?? width / 2, cue.ms);
        break;
      }
      case 'hit': {
        const target = this.fighter(cue.target);
        if (!target) break;
        target.hurt(cue.hurt, cue.critical);
        this.sparks(target.root.x, target.chestY, cue.critical ? 26 : 14);
        this.floatText(
          target.root.x,
          target.headY,
          `-${cue.amount}`,
          cue.critical ? '#ffd23f' : '#ffffff',
          cue.critical ? 1.5 : 1,
        );
        if (cue.critical)
          this.floatText(target.root.x, target.headY - height * 0.08, 'CRITICAL!', '#ff6b57', 1);
        if (!reducedMotion())
          this.cameras.main.shake(dur(cue.critical ? 420 : 220), cue.critical ? 0.018 : 0.008);
        break;
      }
      case 'miss': {
        const target = this.fighter(cue.target);
        if (target) this.floatText(target.root.x, target.headY, 'MISS', '#9fd8ff', 1.1);
        break;
      }
      case 'effect':
        this.fighter(cue.target)?.affected(cue.kind);
        break;
      case 'buff':
        this.fighter(cue.side)?.glow(0xffd23f);
        break;
      case 'charge': {
        const fighter = this.fighter(cue.side);
        fighter?.glow(0x6ac8ff);
        if (fighter) this.floatText(fighter.root.x, fighter.headY, `+${cue.amount} Energy`, '#9fd8ff', 0.9);
        break;
      }
      case 'refused': {
        const fighter = this.fighter(cue.side);
        if (fighter) this.floatText(fighter.root.x, fighter.headY, 'No energy', '#ff9a8a', 0.9);
        break;
      }
      case 'tick': {
        const fighter = this.fighter(cue.side);
        if (!fighter) break;
        fighter.hurt(cue.kind, false);
        this.floatText(
          fighter.root.x,
          fighter.headY,
          `-${cue.amount}`,
          cue.kind === 'burn' ? '#ffb04a' : '#a8f070',
          1,
        );
        break;
      }
      case 'stunned':
        this.fighter(cue.side)?.stunned();
        break;
      case 'knockout':
        this.knockout(cue.loser, cue.winner);
        if (!reducedMotion()) this.cameras.main.shake(dur(500), 0.02);
        break;
      case 'pose':
        // A replay jumped: whatever was in flight stops and both fighters stand as they did then.
        this.cinematic.stop();
        this.cameras.main.resetFX();
        for (const fighter of this.fighters ?? []) fighter.reset();
        if (cue.winner !== null) this.knockout(cue.winner === 0 ? 1 : 0, cue.winner);
        break;
    }
  }

  private knockout(loser: SideIndex, winner: SideIndex): void {
    this.fighter(loser)?.knockOut();
    this.fighter(winner)?.celebrate();
  }

  private sparks(x: number, y: number, count: number): void {
    const n = reducedMotion() ? Math.ceil(count / 3) : count;
    for (let i = 0; i < n; i += 1) {
      const angle = Math.random() * Math.PI * 2;
      const distance = 60 + Math.random() * 120;
      const spark = this.add
        .image(x, y, SPARK_KEY)
        .setDepth(35)
        .setScale(0.6 + Math.random());
      this.tweens.add({
        targets: spark,
        x: x + Math.cos(angle) * distance,
        y: y + Math.sin(angle) * distance,
        scale: 0.1,
        alpha: 0,
        duration: dur(380 + Math.random() * 240),
        ease: 'Quad.easeOut',
        onComplete: () => spark.destroy(),
      });
    }
  }

  private floatText(x: number, y: number, text: string, colour: string, size: number): void {
    const { height } = this.scale.gameSize;
    const label = this.add
      .text(x, y, text, {
        fontFamily: "Georgia, 'DejaVu Serif', serif",
        fontStyle: 'bold',
        fontSize: `${Math.round(height * 0.06 * size)}px`,
        color: colour,
        stroke: '#1a0f1f',
        strokeThickness: Math.round(height * 0.01),
      })
      .setOrigin(0.5)
      .setDepth(50);
    this.tweens.add({
      targets: label,
      y: y - height * 0.1,
      alpha: { from: 1, to: 0 },
      duration: dur(1100),
      ease: 'Cubic.easeOut',
      onComplete: () => label.destroy(),
    });
  }

  private layout(): void {
    const { width, height } = this.scale.gameSize;
    const { floorY } = this.ground.layout(width, height);
    const floor = floorY - height * 0.04;
    // A standing fighter is about 56% of the view's height (ARTISTS.md "Sizes").
    this.fighters?.[0].place(width * 0.28, floor, height * 0.56);
    this.fighters?.[1].place(width * 0.72, floor, height * 0.56);
    this.hand.layout(width, height);
  }
}
