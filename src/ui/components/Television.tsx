// The not-found page's television: the painted wooden set (`tv.set`, assets/art/scenery/
// television.ts) with its screen left open, and behind the glass, in the page itself, moving
// static and whatever the page puts on the air.
import type { CSSProperties, ReactNode } from 'react';
import { TV_SCREEN, TV_SET } from '../../../assets/art/scenery/tvScreen.ts';
import { imageUrl } from '../../services/assets/manifest.ts';
import '../styles/scenery.css';

const TV_URL = imageUrl('tv.set');

/** The picture reaches a little under the bezel, so no gap shows at the screen's rounded edge. */
const OVERSCAN = 8;
const percent = (value: number, of: number) => `${(value / of) * 100}%`;
const SCREEN_STYLE: CSSProperties = {
  left: percent(TV_SCREEN.x - OVERSCAN, TV_SET.width),
  top: percent(TV_SCREEN.y - OVERSCAN, TV_SET.height),
  width: percent(TV_SCREEN.width + OVERSCAN * 2, TV_SET.width),
  height: percent(TV_SCREEN.height + OVERSCAN * 2, TV_SET.height),
  borderRadius: `${percent(TV_SCREEN.radius + OVERSCAN, TV_SCREEN.width + OVERSCAN * 2)} / ${percent(
    TV_SCREEN.radius + OVERSCAN,
    TV_SCREEN.height + OVERSCAN * 2,
  )}`,
};

export function Television({ children }: { children?: ReactNode }) {
  return (
    <div className="tv">
      <div className="tv-screen" style={SCREEN_STYLE}>
        <div className="tv-screen-static" aria-hidden="true" />
        <div className="tv-screen-roll" aria-hidden="true" />
        <div className="tv-screen-picture">{children}</div>
        <div className="tv-screen-glass" aria-hidden="true" />
      </div>
      <img
        className="tv-set"
        src={TV_URL}
        alt="An old television showing static"
        width={TV_SET.width}
        height={TV_SET.height}
        draggable={false}
      />
    </div>
  );
}
