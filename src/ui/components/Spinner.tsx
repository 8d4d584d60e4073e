export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="spinner" role="progressbar" aria-label={label}>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
