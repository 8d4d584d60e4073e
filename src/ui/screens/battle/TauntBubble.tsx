/** The computer's speech bubble beside its fighter: the taunt, and what it is about to play. */
export function TauntBubble({ taunt, announcement }: { taunt: string; announcement: string | null }) {
  if (!taunt && !announcement) return null;
  return (
    <aside className="taunt-bubble" data-testid="taunt-bubble" aria-live="polite">
      {taunt ? <p className="taunt-text">“{taunt}”</p> : null}
      {announcement ? (
        <p className="taunt-announcement" data-testid="computer-announcement">
          {announcement}
        </p>
      ) : null}
    </aside>
  );
}
