import { useEffect, useState } from 'react';
import { Link } from '../../routes/router/index.ts';
// The diagnostics report howler's own state, so this screen brings the sound player with it.
import { audioCodecs, audioState, type AudioState } from '../../../services/audio/player.ts';
import { backendLabel } from '../../../state/diagnostics.ts';
import { useStageStore } from '../../../state/stage.ts';

/** /Test: what this copy of the game runs on, for players reporting a problem and for testers. */
export default function DiagnosticsScreen() {
  const renderer = useStageStore((state) => state.renderer);
  const [audio, setAudio] = useState<AudioState>(audioState());

  useEffect(() => {
    const timer = window.setInterval(() => setAudio(audioState()), 500);
    return () => window.clearInterval(timer);
  }, []);

  const rows: [string, string][] = [
    ['Version', __APP_VERSION__],
    ['Backend', backendLabel()],
    ['Renderer', renderer ?? 'not started yet'],
    ['Audio', audio],
    ['Audio formats', audioCodecs().join(', ') || 'none'],
    ['Window', `${window.innerWidth} × ${window.innerHeight} @ ${window.devicePixelRatio}x`],
  ];

  return (
    <main className="diagnostics">
      <h1>Diagnostics</h1>
      <dl data-testid="diagnostics">
        {rows.map(([name, value]) => (
          <div key={name} className="diagnostics-row">
            <dt>{name}</dt>
            <dd data-testid={`diag-${name.toLowerCase().replaceAll(' ', '-')}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <Link className="btn btn-secondary" to="/">
        BACK
      </Link>
    </main>
  );
}
