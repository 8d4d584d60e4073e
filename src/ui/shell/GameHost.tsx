import { useEffect } from 'react';
import { movePointer, startStage, useStageStore, type RendererChoice } from '../../state/stage.ts';

const RENDERER_KEY = 'sinawali:renderer';

/**
 * Starts the one game canvas the first time a screen asks for a backdrop, after React has
 * painted, and feeds it the pointer position. `?renderer=canvas` selects Phaser's Canvas
 * renderer for the rest of the tab (visual snapshots use it: headless WebGL is software-drawn).
 */
export function GameHost() {
  const wanted = useStageStore((state) => state.backdrop !== 'none');
  const ready = useStageStore((state) => state.ready);

  useEffect(() => {
    if (!wanted) return;
    const stage = document.getElementById('stage');
    if (!stage) return;
    const handle = requestAnimationFrame(() => {
      void startStage(stage, rendererChoice()).catch((error: unknown) =>
        console.error('The game canvas could not start:', error),
      );
    });
    return () => cancelAnimationFrame(handle);
  }, [wanted]);

  useEffect(() => {
    document.getElementById('stage')?.classList.toggle('is-ready', ready && wanted);
  }, [ready, wanted]);

  useEffect(() => {
    let frame = 0;
    const onMove = (event: PointerEvent) => {
      const x = (event.clientX / window.innerWidth) * 2 - 1;
      const y = (event.clientY / window.innerHeight) * 2 - 1;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => movePointer(x, y));
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      cancelAnimationFrame(frame);
    };
  }, []);

  return null;
}

function rendererChoice(): RendererChoice {
  const fromUrl = new URLSearchParams(window.location.search).get('renderer');
  if (fromUrl === 'canvas' || fromUrl === 'auto') sessionStorage.setItem(RENDERER_KEY, fromUrl);
  return sessionStorage.getItem(RENDERER_KEY) === 'canvas' ? 'canvas' : 'auto';
}
