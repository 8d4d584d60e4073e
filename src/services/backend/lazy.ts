// An adapter fetched on first use. Players on the local backend never download supabase-js, and
// players on Supabase download it after the login form is already on screen. Every port method
// returns a promise or, for live subscriptions (methods named on...), an unsubscribe function;
// both shapes can be answered before the adapter has arrived.
import type { Backend, BackendKind } from './port.ts';

type PortName = Exclude<keyof Backend, 'kind' | 'label'>;

const PORTS: readonly PortName[] = [
  'auth',
  'catalogue',
  'battles',
  'adventures',
  'heroes',
  'collection',
  'purse',
];

type AnyMethod = (...args: unknown[]) => unknown;

export function lazyBackend(kind: BackendKind, label: string, load: () => Promise<Backend>): Backend {
  let loading: Promise<Backend> | null = null;
  const adapter = () => (loading ??= load());

  const lazyPort = (port: PortName) =>
    new Proxy(
      {},
      {
        get(_target, method) {
          if (typeof method !== 'string') return undefined;
          const call = async (...args: unknown[]) => {
            const real = (await adapter())[port] as unknown as Record<string, AnyMethod>;
            return real[method]?.(...args);
          };
          if (!method.startsWith('on')) return call;
          // A subscription: subscribe once the adapter is here, unless already unsubscribed.
          return (...args: unknown[]) => {
            let stop: (() => void) | undefined;
            let cancelled = false;
            void adapter().then((real) => {
              if (cancelled) return;
              const subscribe = (real[port] as unknown as Record<string, AnyMethod>)[method];
              stop = subscribe?.(...args) as (() => void) | undefined;
            });
            return () => {
              cancelled = true;
              stop?.();
            };
          };
        },
      },
    );

  const ports = Object.fromEntries(PORTS.map((port) => [port, lazyPort(port)]));
  return { kind, label, ...ports } as Backend;
}
