import { Suspense, useEffect, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from './routes/router/index.ts';
import { followSession } from '../state/accountCommands.ts';
import { Spinner } from './components/Spinner.tsx';
import { Guard } from './routes/Guard.tsx';
import { activeAliases, layoutOf, NOT_FOUND_SCREEN, ROUTES } from './routes/routeTable.ts';
import { GameHost } from './shell/GameHost.tsx';
import { Layout } from './shell/Layout.tsx';
import { PackProgress } from './shell/PackProgress.tsx';
import { StartupLoading } from './shell/StartupLoading.tsx';
import { TOASTER_OPTIONS } from './toasts.ts';
import { APP_LOADING_MS } from './timings.ts';

export function App() {
  const [starting, setStarting] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setStarting(false), APP_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <BrowserRouter>
      <GameHost />
      <PackProgress />
      <SessionFollower />
      {starting ? <StartupLoading /> : <AppRoutes />}
      <Toaster position="top-right" toastOptions={TOASTER_OPTIONS} containerStyle={{ zIndex: 50 }} />
    </BrowserRouter>
  );
}

function AppRoutes() {
  const NotFound = NOT_FOUND_SCREEN;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        {ROUTES.map((route) => {
          const Screen = route.screen;
          return (
            <Route
              key={route.path}
              path={route.path}
              caseSensitive
              element={
                <Guard access={route.access}>
                  <Layout name={layoutOf(route)}>
                    <Screen />
                  </Layout>
                </Guard>
              }
            />
          );
        })}
        {activeAliases().map(([alias, target]) => (
          <Route key={alias} path={alias} caseSensitive element={<Navigate to={target} replace />} />
        ))}
        <Route
          path="*"
          element={
            <Layout name="fullscreen">
              <NotFound />
            </Layout>
          }
        />
      </Routes>
    </Suspense>
  );
}

function ScreenLoading() {
  return (
    <div className="screen-loading">
      <Spinner />
    </div>
  );
}

/** A sign-out in another tab (or an expired session) returns this tab to the start. */
function SessionFollower() {
  const navigate = useNavigate();
  useEffect(() => followSession(() => navigate('/', { replace: true })), [navigate]);
  return null;
}
