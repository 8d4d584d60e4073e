import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { provideStageStarter } from './state/stage.ts';
import { App } from './ui/App.tsx';
import { markSavedReducedMotion } from './ui/shell/reducedMotion.ts';
import { blockZoom } from './ui/shell/zoomBlock.ts';
import './ui/styles/theme.css';
import './ui/styles/components.css';
import './ui/styles/screens.css';

// The app's entry is the one place that joins the floors: the screens start the scenes' canvas
// through the stage store. The starter arrives with the first backdrop, as Phaser does, never
// before the login form (docs/performance.md).
provideStageStarter((parent, renderer) =>
  import('./scenes/startGame.ts').then(({ startGame }) => startGame(parent, renderer)),
);
blockZoom();
markSavedReducedMotion();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
