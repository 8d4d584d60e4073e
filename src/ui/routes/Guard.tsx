import type { ReactNode } from 'react';
import { Navigate } from './router/index.ts';
import { hasAccessToken } from '../../services/storage/localKeys.ts';
import type { Access } from './routeTable.ts';

/** Spec 000 §2 "Guard": protected paths need an access token; / with a token goes to /landing. */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const signedIn = hasAccessToken();
  if (access === 'protected' && !signedIn) return <Navigate to="/" replace />;
  if (access === 'entry' && signedIn) return <Navigate to="/landing" replace />;
  return children;
}
