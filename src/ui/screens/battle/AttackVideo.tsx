import { useEffect, useRef, useState } from 'react';
import { getCard } from '../../../content/index.ts';
import { videoUrl } from '../../../services/assets/manifest.ts';
import { useBattleStore } from '../../../state/battle/index.ts';
import { attackPicture } from './attackVideo.ts';

/**
 * The full-screen attack video overlay (docs/game-design.md §2.8): while a card with a video in the manifest
 * is shown, its video covers the canvas for the cinematic's duration.
 */
export function AttackVideo() {
  // The cinematic lasts until the move's next cue: the presenter waits out its time on the battle's
  // timeline, which the pause dialog (or a paused replay) holds, and a replay's jump ends it with a
  // pose. A clock of the overlay's own would run on under the pause dialog.
  const cue = useBattleStore((s) => s.cues.at(-1));
  const paused = useBattleStore((s) => s.paused);
  const picture = cue?.type === 'cinematic' ? attackPicture(getCard(cue.cardId), videoUrl) : null;
  const playing = cue && picture?.kind === 'video' ? { id: cue.id, url: picture.url } : null;
  // The overlay shows once the video has a frame to show: until then the canvas's own cinematic
  // stays in view, instead of a black screen while the file is fetched and decoded.
  const [shownId, setShownId] = useState<number | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  // The picture holds still while the battle is paused, as the canvas does.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (paused) element.pause();
    // A play() cut short by the next pause or by the overlay leaving rejects; nothing is lost.
    else void element.play().catch(() => undefined);
  }, [paused, playing?.id]);

  if (!playing) return null;
  return (
    <div className={`attack-video ${shownId === playing.id ? 'is-playing' : ''}`} data-testid="attack-video">
      <video
        ref={video}
        key={playing.id}
        src={playing.url}
        autoPlay={!paused}
        muted
        playsInline
        loop
        onPlaying={() => setShownId(playing.id)}
      />
    </div>
  );
}
