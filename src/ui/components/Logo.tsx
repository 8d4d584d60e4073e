// The game's mark: two crossed rattan sticks (baston) over a gong-gold disc, with the name set in
// the display face. Drawn here so it scales crisply at every size.
interface LogoProps {
  size?: number;
  withTitle?: boolean;
  className?: string;
}

export function CrossedSticks({ size = 120 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" className="crossed-sticks">
      <defs>
        <radialGradient id="logo-gong" cx="50%" cy="45%" r="55%">
          <stop offset="0%" stopColor="#ffe2a0" />
          <stop offset="55%" stopColor="#e0a13c" />
          <stop offset="100%" stopColor="#8a5314" />
        </radialGradient>
        <linearGradient id="logo-stick" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#f3c27a" />
          <stop offset="100%" stopColor="#9a5a24" />
        </linearGradient>
      </defs>
      <circle cx="60" cy="60" r="46" fill="url(#logo-gong)" stroke="#3b2412" strokeWidth="4" />
      <circle cx="60" cy="60" r="16" fill="none" stroke="#8a5314" strokeWidth="3" opacity="0.7" />
      <circle cx="60" cy="60" r="32" fill="none" stroke="#fff0c8" strokeWidth="1.5" opacity="0.5" />
      <g strokeLinecap="round">
        <line x1="14" y1="104" x2="106" y2="16" stroke="#2b170a" strokeWidth="14" />
        <line x1="14" y1="16" x2="106" y2="104" stroke="#2b170a" strokeWidth="14" />
        <line x1="14" y1="104" x2="106" y2="16" stroke="url(#logo-stick)" strokeWidth="8" />
        <line x1="14" y1="16" x2="106" y2="104" stroke="url(#logo-stick)" strokeWidth="8" />
        {/* Rattan nodes along each stick. */}
        {[0.25, 0.5, 0.75].map((t) => (
          <g key={t} stroke="#5a3414" strokeWidth="3">
            <line x1={14 + 92 * t - 4} y1={104 - 88 * t - 4} x2={14 + 92 * t + 4} y2={104 - 88 * t + 4} />
            <line x1={14 + 92 * t - 4} y1={16 + 88 * t + 4} x2={14 + 92 * t + 4} y2={16 + 88 * t - 4} />
          </g>
        ))}
      </g>
    </svg>
  );
}

export function Logo({ size = 120, withTitle = true, className = '' }: LogoProps) {
  return (
    <div className={`logo ${className}`}>
      <CrossedSticks size={size} />
      {withTitle ? (
        <div className="logo-title">
          <span className="logo-word">Sinawali</span>
          <span className="logo-word logo-word-accent">Showdown</span>
        </div>
      ) : null}
    </div>
  );
}
