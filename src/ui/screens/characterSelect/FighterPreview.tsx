import { useEffect, useState } from 'react';
import { fighterUrl } from '../cards/artImages.ts';

/** The animated preview: the fighter breathes in its stance and shows a strike when chosen. */
export function FighterPreview({ fighterId }: { fighterId: number }) {
  const [striking, setStriking] = useState(false);

  useEffect(() => {
    setStriking(true);
    const timer = window.setTimeout(() => setStriking(false), 650);
    return () => window.clearTimeout(timer);
  }, [fighterId]);

  return (
    <div className={`select-preview fighter-${fighterId}`} aria-hidden="true">
      <div className="select-preview-glow" />
      <img
        key={`${fighterId}-${striking ? 'strike' : 'stance'}`}
        className={`select-preview-figure ${striking ? 'is-striking' : ''}`}
        src={fighterUrl(fighterId, striking ? 'strike' : 'stance')}
        alt=""
        draggable={false}
      />
    </div>
  );
}
