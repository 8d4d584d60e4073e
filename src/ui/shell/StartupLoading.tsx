import { Spinner } from '../components/Spinner.tsx';

/** The 2-second loading screen at start (docs/game-design.md §2.2). */
export function StartupLoading() {
  return (
    <div className="startup-loading" data-testid="startup-loading">
      <Spinner />
      <p>Loading...</p>
    </div>
  );
}
