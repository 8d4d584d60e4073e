// Online play, beside the engine: the match authority (authority.ts), what each seat may see of a
// match's history (redact.ts), an ended match's replay for its players (replay.ts), the client's rule
// for applying views (sync.ts) and the protocol both transports speak (protocol.ts). All pure.
export * from './authority.ts';
export * from './replay.ts';
export * from './sync.ts';
export * from './protocol.ts';
