import { lazy, Suspense } from 'react';
import { useLocation } from '../routes/router/index.ts';
import { TOASTER_OPTIONS, useToastsWanted } from '../toasts.ts';

const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

/**
 * The toasts' container, fetched when it can first be needed: on the first toast, or on any screen
 * but the intro and login (the screens past it call react-hot-toast directly). A toast made while
 * the container loads shows once it has arrived.
 */
export function LazyToaster() {
  const { pathname } = useLocation();
  const wanted = useToastsWanted();
  if (!wanted && pathname === '/') return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" toastOptions={TOASTER_OPTIONS} containerStyle={{ zIndex: 50 }} />
    </Suspense>
  );
}
