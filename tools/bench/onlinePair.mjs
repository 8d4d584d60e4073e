// One pair of the online load benchmark's players (onlinePlayers.mjs): two WebSocket clients that
// say hello, one creates a room and the other joins it. Resolves once both are in the room; every
// message after that goes to onEvent(pair, player, message).
import WebSocket from 'ws';

const open = (url) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });

function player(ws) {
  return {
    ws,
    sentSeq: -1,
    sentAt: 0,
    thinkingAt: -1,
    pickedFor: null,
    replayed: null,
    send: (m) => ws.send(JSON.stringify(m)),
  };
}

const nextMessage = (p) =>
  new Promise((resolve) => p.ws.once('message', (d) => resolve(JSON.parse(String(d)))));

/**
 * `count` spectators of pair `i`: sockets that say hello and then watch whatever match the pair
 * plays (pair.watch(matchId) asks them to); each message goes to onWatch(pair, message).
 */
export async function openSpectators(url, pair, i, count, onWatch) {
  const sockets = await Promise.all(Array.from({ length: count }, () => open(url)));
  await Promise.all(
    sockets.map((ws, k) => {
      const welcome = new Promise((resolve) => ws.once('message', resolve));
      ws.send(JSON.stringify({ type: 'hello', name: `S${i}-${k}` }));
      return welcome;
    }),
  );
  for (const ws of sockets) ws.on('message', (data) => onWatch(pair, JSON.parse(String(data))));
  pair.spectators = sockets;
  pair.watch = (matchId) => {
    for (const ws of sockets) ws.send(JSON.stringify({ type: 'watchMatch', matchId }));
  };
}

export async function openPair(url, i, onEvent) {
  const pair = { done: false, roomId: null, matchId: null, live: false, moved: false };
  // Every pair waits in its room until all are there; then all start at once.
  const joined = new Promise((resolve) => (pair.ready = resolve));
  const [wa, wb] = await Promise.all([open(url), open(url)]);
  pair.a = player(wa);
  pair.b = player(wb);
  for (const p of [pair.a, pair.b]) p.ws.on('message', (data) => onEvent(pair, p, JSON.parse(String(data))));
  const [welcomeA] = await Promise.all(
    [pair.a, pair.b].map((p, seat) => {
      const welcome = nextMessage(p);
      p.send({ type: 'hello', name: `${seat === 0 ? 'A' : 'B'}${i}` });
      return welcome;
    }),
  );
  if (welcomeA.type !== 'welcome') throw new Error(`hello: ${JSON.stringify(welcomeA)}`);
  const room = new Promise((resolve) =>
    pair.a.ws.on('message', function created(d) {
      const m = JSON.parse(String(d));
      if (m.type === 'room') {
        pair.a.ws.off('message', created);
        resolve(m.room.roomId);
      }
    }),
  );
  pair.a.send({ type: 'createRoom', name: `Bench ${i}` });
  pair.b.send({ type: 'joinRoom', roomId: await room });
  await joined;
  return pair;
}
