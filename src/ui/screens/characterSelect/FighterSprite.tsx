import { useEffect, useRef, useState } from 'react';
import { assetUrl } from '../../../services/assets/manifest.ts';
import { frameBackground, gridOf, sheetOf } from '../../art/fighterArt.ts';
import '../../styles/fighters.css';

interface SpriteProps {
  /** The sheet's manifest key, e.g. 'fighter.kidlat'. */
  art: string;
  /** One of the sheet's animations, e.g. 'idle'. */
  animation: string;
  /** Shows the animation's first frame only (reduced motion). */
  still?: boolean;
  /** Called when an animation that does not loop has played once. */
  onDone?: () => void;
  className?: string;
}

/** Picture sizes of the sheets already loaded, so a remount shows its frame at once. */
const SIZES = new Map<string, { width: number; height: number }>();

function useImageSize(url: string | null): { width: number; height: number } | null {
  const [size, setSize] = useState(() => (url ? (SIZES.get(url) ?? null) : null));
  useEffect(() => {
    if (!url || SIZES.has(url)) return;
    let live = true;
    const image = new Image();
    image.onload = () => {
      const known = { width: image.naturalWidth, height: image.naturalHeight };
      SIZES.set(url, known);
      if (live) setSize(known);
    };
    image.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  return url ? (SIZES.get(url) ?? size) : null;
}

function SpritePlayer({ art, animation, still = false, onDone, className }: SpriteProps) {
  const sheet = sheetOf(art);
  const url = sheet ? assetUrl(sheet.file) : null;
  const size = useImageSize(url);
  const clip = sheet?.animations[animation];
  const [step, setStep] = useState(0);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!clip || still) return;
    const count = clip.end - clip.start + 1;
    let index = 0;
    const timer = window.setInterval(() => {
      index += 1;
      if (index >= count) {
        if (clip.repeat !== 0) index = 0;
        else {
          window.clearInterval(timer);
          done.current?.();
          return;
        }
      }
      setStep(index);
    }, 1000 / clip.frameRate);
    return () => window.clearInterval(timer);
  }, [clip, still]);

  if (!sheet || !clip || !url) return null;
  const frame = clip.start + (still ? 0 : step);
  return (
    <div
      className={`fighter-sprite ${className ?? ''}`}
      data-animation={animation}
      aria-hidden="true"
      style={{
        aspectRatio: `${sheet.frameWidth} / ${sheet.frameHeight}`,
        ...(size ? frameBackground(url, gridOf(sheet, size.width, size.height), frame) : {}),
      }}
    />
  );
}

/**
 * One animation of a fighter's sprite sheet, played in the DOM: a box of the frame's proportions
 * whose background steps through the sheet's frames. Changing the art or the animation starts over.
 */
export function FighterSprite(props: SpriteProps) {
  return <SpritePlayer key={`${props.art}:${props.animation}:${String(props.still)}`} {...props} />;
}
