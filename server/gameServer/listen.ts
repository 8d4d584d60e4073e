// The online server on a plain node:http server of its own: for tests and the load benchmark
// (the game itself serves it from Vite's servers, see vitePlugin.ts). Listens on 127.0.0.1.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ONLINE_ROUTE } from './limits.ts';
import { createOnlineServer } from './server.ts';
import type { OnlineServer, OnlineServerOptions } from './server.ts';

export interface ListeningOnline {
  online: OnlineServer;
  /** ws://127.0.0.1:<port>/api/online */
  url: string;
  port: number;
  close(options?: { compact?: boolean }): Promise<void>;
}

export async function listenOnline(
  options: OnlineServerOptions & { port?: number; host?: string } = {},
): Promise<ListeningOnline> {
  const online = createOnlineServer(options);
  const http = createServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Only the online endpoint is served here.');
  });
  // This server has nothing else to upgrade to: any other path is refused (a socket nobody takes
  // would stay open unread).
  http.on('upgrade', (request, socket, head) => {
    if (!online.handleUpgrade(request, socket, head))
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  return {
    online,
    port,
    url: `ws://${host}:${port}${ONLINE_ROUTE}`,
    async close(closeOptions) {
      await online.close(closeOptions);
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}
