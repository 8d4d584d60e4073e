import type { ReactNode } from 'react';
import { keepForSignIn, takePathAfterSignIn } from './afterSignIn.ts';
import { Navigate, useLocation } from './router/index.ts';
import { hasAccessToken } from '../../services/storage/localKeys.ts';
import type { Access } from './routeTable.ts';

/** Spec 000 §2 "Guard": protected paths need an access token; / with a token goes to /landing. */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const signedIn = hasAccessToken();
  const location = useLocation();
  if (access === 'protected' && !signedIn) {
    // An invite link waits for the sign-in, then leads into its room (afterSignIn.ts).
    keepForSignIn(location.pathname, location.search);
    return <Navigate to="/" replace />;
  }
  if (access === 'entry' && signedIn) return <Navigate to={takePathAfterSignIn()} replace />;
  return children;
}
