// What the one Phaser canvas shows behind React, and what the canvas reports back. Screens set the
// backdrop; scenes read it. Neither touches the other directly (docs/architecture.md "Phaser and React
// together").
import { create } from 'zustand';

/** 'battle': the battleground of the battle scene, which then takes the pointer too. */
export type Backdrop = 'village' | 'battle' | 'none';
export type RendererName = 'WebGL' | 'Canvas' | null;
/** 'canvas' forces Phaser's Canvas renderer; 'auto' lets Phaser choose (WebGL where it is drawn in hardware). */
export type RendererChoice = 'auto' | 'canvas';

export interface StageState {
  backdrop: Backdrop;
  /** Pointer position across the window, each axis from -1 to 1 (0 is the centre). */
  pointer: { x: number; y: number };
  renderer: RendererName;
  /** The game has started and drawn its first frame. */
  ready: boolean;
  /** A screen before the battle asked the canvas to load the battle while the player chooses. */
  battleWanted: boolean;
  /** The battle scene has loaded its asset packs and built the battleground, fighters and hand. */
  battleReady: boolean;
}

// Nothing is shown until a screen asks: the canvas (and Phaser's download) starts on demand.
export const useStageStore = create<StageState>(() => ({
  backdrop: 'none',
  pointer: { x: 0, y: 0 },
  renderer: null,
  ready: false,
  battleWanted: false,
  battleReady: false,
}));

export function showBackdrop(backdrop: Backdrop): void {
  if (useStageStore.getState().backdrop !== backdrop) useStageStore.setState({ backdrop });
}

export function movePointer(x: number, y: number): void {
  useStageStore.setState({ pointer: { x, y } });
}

export function reportStageReady(renderer: Exclude<RendererName, null>): void {
  useStageStore.setState({ renderer, ready: true });
}

export function reportBattleReady(): void {
  useStageStore.setState({ battleReady: true });
}

/** Starts loading the battle's art (hidden) so the battle shows at once when it begins. */
export function prepareBattle(): void {
  if (!useStageStore.getState().battleWanted) useStageStore.setState({ battleWanted: true });
}

/** Starts the one game canvas inside `parent` (a second call gets the same game). */
export type StageStarter = (parent: HTMLElement, renderer: RendererChoice) => Promise<void>;

let stageStarter: StageStarter | null = null;

/**
 * The app's entry hands the scenes' starter in here once, at start-up: screens start the canvas
 * through the stage without importing the scenes (scenes and screens never import each other).
 */
export function provideStageStarter(start: StageStarter): void {
  stageStarter = start;
}

export function startStage(parent: HTMLElement, renderer: RendererChoice): Promise<void> {
  if (!stageStarter) return Promise.reject(new Error('No game canvas was provided at start-up.'));
  return stageStarter(parent, renderer);
}
