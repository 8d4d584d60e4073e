// Online play, beside the engine: a match as data (match.ts), the authority that checks and applies
// moves (authority.ts), the match's clock and seats' connections (clock.ts), what one seat may see
// (view.ts, redact.ts), an ended match's replay for its players (replay.ts) and the client's rule
// for applying views (sync.ts). All pure. The messages that carry them live in src/protocol.
export * from './match.ts';
export * from './authority.ts';
export * from './clock.ts';
export * from './view.ts';
export * from './redact.ts';
export * from './replay.ts';
export * from './sync.ts';
export * from './seatMove.ts';
