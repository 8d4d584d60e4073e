import { describe, expect, it } from 'vitest';
import { attackPicture } from '../../../src/ui/screens/battle/attackVideo.ts';

describe('the picture of an attack', () => {
  const lookup = (key: string | null) => (key === 'video.bagsak' ? '/assets/bagsak-1a2b.webm' : null);

  it("plays the card's video when the manifest has one", () => {
    expect(attackPicture({ video_src: 'video.bagsak' }, lookup)).toEqual({
      kind: 'video',
      url: '/assets/bagsak-1a2b.webm',
    });
  });

  it('falls back to the family cinematic without one', () => {
    expect(attackPicture({ video_src: 'video.witik' }, lookup)).toEqual({ kind: 'cinematic' });
    expect(attackPicture({ video_src: null }, lookup)).toEqual({ kind: 'cinematic' });
  });
});
