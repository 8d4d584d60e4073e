// The not-found page's television: an old wooden set with rabbit-ear antennas, showing static.
export function Television() {
  return (
    <svg
      className="television"
      viewBox="0 0 320 280"
      role="img"
      aria-label="An old television showing static"
    >
      <defs>
        <linearGradient id="tv-wood" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#8a5a2e" />
          <stop offset="100%" stopColor="#4a2c14" />
        </linearGradient>
        <pattern id="tv-static" width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill="#2c3a3f" />
          <rect width="2" height="2" fill="#9fb4b8" />
          <rect x="4" y="2" width="2" height="2" fill="#dfe9ea" />
          <rect x="2" y="5" width="2" height="2" fill="#6f868b" />
          <rect x="6" y="6" width="2" height="2" fill="#c3d2d4" />
        </pattern>
      </defs>
      <g stroke="#2b170a" strokeWidth="5" strokeLinecap="round">
        <line x1="160" y1="62" x2="108" y2="8" />
        <line x1="160" y1="62" x2="214" y2="12" />
      </g>
      <circle cx="108" cy="8" r="6" fill="#f2b544" />
      <circle cx="214" cy="12" r="6" fill="#f2b544" />
      <rect
        x="20"
        y="60"
        width="280"
        height="190"
        rx="22"
        fill="url(#tv-wood)"
        stroke="#2b170a"
        strokeWidth="6"
      />
      <rect x="42" y="80" width="184" height="150" rx="18" fill="#0d0a10" />
      <rect className="tv-static" x="50" y="88" width="168" height="134" rx="14" fill="url(#tv-static)" />
      <rect x="50" y="140" width="168" height="10" fill="rgba(255,255,255,0.18)" className="tv-roll" />
      <circle cx="262" cy="110" r="14" fill="#2b170a" />
      <circle cx="262" cy="110" r="9" fill="#c98a4b" />
      <circle cx="262" cy="150" r="14" fill="#2b170a" />
      <circle cx="262" cy="150" r="9" fill="#c98a4b" />
      <g fill="#2b170a">
        <rect x="244" y="180" width="36" height="4" rx="2" />
        <rect x="244" y="190" width="36" height="4" rx="2" />
        <rect x="244" y="200" width="36" height="4" rx="2" />
      </g>
      <rect x="60" y="250" width="24" height="22" rx="4" fill="#2b170a" />
      <rect x="236" y="250" width="24" height="22" rx="4" fill="#2b170a" />
    </svg>
  );
}
