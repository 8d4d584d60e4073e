import { useEffect, useRef } from 'react';
import { useNavigate } from '../../routes/router/index.ts';
import { SecondaryButton } from '../../components/Button.tsx';
import { RulesReference } from './RulesReference.tsx';
import '../../styles/rules.css';

/** /rules: the rules on one page; Back returns to where the player came from (How to Play, the menu). */
export default function RulesScreen() {
  const navigate = useNavigate();
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => page.current?.focus(), []);
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/landing'));
  return (
    <main className="rules-screen" data-testid="rules-screen">
      <header className="rules-header">
        <h1>Rules</h1>
        <SecondaryButton onClick={back}>Back</SecondaryButton>
      </header>
      {/* Focusable, so the arrow keys and Page Up / Page Down scroll it. */}
      <div className="rules-page" ref={page} tabIndex={0} aria-label="Rules">
        <RulesReference />
      </div>
    </main>
  );
}
