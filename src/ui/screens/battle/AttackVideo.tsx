import { useEffect, useState } from 'react';
import { getCard } from '../../../content/index.ts';
import { videoUrl } from '../../../services/assets/manifest.ts';
import { useBattleStore } from '../../../state/battle/index.ts';
import { attackPicture } from './attackVideo.ts';

/**
 * The full-screen attack video overlay (docs/game-design.md §2.8): while a card with a video in the manifest
 * is shown, its video covers the canvas for the cinematic's duration.
 */
export function AttackVideo() {
  // The newest cinematic, unless a replay has jumped since (its video stops with it).
  const cue = useBattleStore((s) => s.cues.findLast((c) => c.type === 'cinematic' || c.type === 'pose'));
  const [playing, setPlaying] = useState<{ id: number; url: string } | null>(null);
  // The overlay shows once the video has a frame to show: until then the canvas's own cinematic
  // stays in view, instead of a black screen while the file is fetched and decoded.
  const [shownId, setShownId] = useState<number | null>(null);

  useEffect(() => {
    if (cue?.type === 'pose') setPlaying(null);
    if (!cue || cue.type !== 'cinematic') return;
    const picture = attackPicture(getCard(cue.cardId), videoUrl);
    if (picture.kind !== 'video') return;
    setPlaying({ id: cue.id, url: picture.url });
    const timer = window.setTimeout(() => setPlaying(null), cue.ms);
    return () => window.clearTimeout(timer);
  }, [cue]);

  if (!playing) return null;
  return (
    <div className={`attack-video ${shownId === playing.id ? 'is-playing' : ''}`} data-testid="attack-video">
      <video
        key={playing.id}
        src={playing.url}
        autoPlay
        muted
        playsInline
        loop
        onPlaying={() => setShownId(playing.id)}
      />
    </div>
  );
}
