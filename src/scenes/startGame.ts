// The one Phaser.Game of the app session (DESIGN.md): created once, after the first React paint,
// into the static #stage element that React never re-renders. Phaser itself arrives through a
// dynamic import, so nothing on the login screen waits for it.
import { reportStageReady } from '../state/stage.ts';

export type RendererChoice = 'auto' | 'canvas';

let starting: Promise<void> | null = null;

export function startGame(parent: HTMLElement, renderer: RendererChoice): Promise<void> {
  // A second call (React StrictMode mounts effects twice) gets the same game.
  starting ??= createGame(parent, renderer);
  return starting;
}

async function createGame(parent: HTMLElement, renderer: RendererChoice): Promise<void> {
  const [{ default: Phaser }, { BackdropScene }] = await Promise.all([
    import('phaser'),
    import('./BackdropScene.ts'),
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
    audio: { noAudio: true },
    scene: [BackdropScene],
  });
  await new Promise<void>((resolve) => game.events.once(Phaser.Core.Events.READY, () => resolve()));
  reportStageReady(game.renderer.type === Phaser.CANVAS ? 'Canvas' : 'WebGL');
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
