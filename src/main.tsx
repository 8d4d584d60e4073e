import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App.tsx';
import { markSavedReducedMotion } from './ui/shell/reducedMotion.ts';
import { blockZoom } from './ui/shell/zoomBlock.ts';
import './ui/styles/theme.css';
import './ui/styles/components.css';
import './ui/styles/screens.css';

blockZoom();
markSavedReducedMotion();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
