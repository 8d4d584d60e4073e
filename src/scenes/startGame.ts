// The one Phaser.Game of the app session (docs/architecture.md "Phaser and React together"): created once,
// after the first React paint, into the static #stage element that React never re-renders. Phaser itself
// arrives through a dynamic import, so nothing on the login screen waits for it.
import { reportStageReady, useStageStore, type RendererChoice, type StageState } from '../state/stage.ts';

let starting: Promise<void> | null = null;

export function startGame(parent: HTMLElement, renderer: RendererChoice): Promise<void> {
  // A second call (React StrictMode mounts effects twice) gets the same game.
  starting ??= createGame(parent, renderer);
  return starting;
}

async function createGame(parent: HTMLElement, renderer: RendererChoice): Promise<void> {
  const [{ default: Phaser }, { BackdropScene }, { BattleScene }] = await Promise.all([
    import('phaser'),
    import('./BackdropScene.ts'),
    import('./battle/BattleScene.ts'),
  ]);
  const game = new Phaser.Game({
    type: renderer === 'canvas' || hasSoftwareWebGl() ? Phaser.CANVAS : Phaser.AUTO,
    parent,
    transparent: true,
    banner: false,
    scale: {
      mode: Phaser.Scale.RESIZE,
      width: parent.clientWidth || 1280,
      height: parent.clientHeight || 720,
    },
    render: { antialias: true, powerPreference: 'high-performance' },
    ...frameCap(),
    audio: { noAudio: true },
    scene: [BackdropScene, BattleScene],
  });
  await new Promise<void>((resolve) => game.events.once(Phaser.Core.Events.READY, () => resolve()));
  // A name for the picture. The stage is aria-hidden all the same: everything the canvas shows
  // (health, energy, whose turn, each blow) is told by the page's header, log and live region.
  game.canvas.setAttribute('role', 'img');
  game.canvas.setAttribute('aria-label', 'The scenery and the battleground, with both fighters');
  reportStageReady(game.renderer.type === Phaser.CANVAS ? 'Canvas' : 'WebGL');
  // The battle scene (and its asset packs) starts the first time a screen shows the battleground,
  // or earlier when the character select asks for it, so it loads while the player chooses.
  const startBattleScene = (state: StageState) => {
    if (state.backdrop !== 'battle' && !state.battleWanted) return;
    game.scene.start('battle');
    unsubscribe();
  };
  const unsubscribe = useStageStore.subscribe(startBattleScene);
  startBattleScene(useStageStore.getState());
}

/**
 * Browser tests on busy machines cap the frame rate (session key 'sinawali:fps', e.g. 10), so the
 * canvas leaves the page time to play: rendering is then a fixed number of steps per second.
 */
function frameCap(): { fps?: { target: number; limit: number } } {
  const wanted = Number(sessionStorage.getItem('sinawali:fps'));
  return Number.isInteger(wanted) && wanted > 0 && wanted < 60
    ? { fps: { target: wanted, limit: wanted } }
    : {};
}

/**
 * WebGL drawn in software (no GPU, or a blocked driver) runs the backdrop at a few frames a second,
 * while Phaser's Canvas renderer keeps 60; such machines get Canvas.
 */
function hasSoftwareWebGl(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return /swiftshader|llvmpipe|softpipe|software/i.test(name);
  } catch {
    return false;
  }
}
