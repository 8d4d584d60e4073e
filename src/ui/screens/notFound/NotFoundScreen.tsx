import { Link } from '../../routes/router/index.ts';
import { Television } from '../../components/Television.tsx';
import '../../styles/parchment.css';

/** Any unknown path (docs/game-design.md §2.12): a television with NOT FOUND and 404. */
export default function NotFoundScreen() {
  return (
    <main className="not-found">
      <Television>
        <h1 className="not-found-code">404</h1>
        <p className="not-found-text">NOT FOUND</p>
      </Television>
      <div className="parchment not-found-note">
        <p className="not-found-hint">This channel is off the air. The circle is this way.</p>
      </div>
      <Link className="btn btn-primary not-found-home" to="/">
        Home
      </Link>
    </main>
  );
}
