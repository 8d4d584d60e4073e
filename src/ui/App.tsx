import { Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from './routes/router/index.ts';
import { followSession } from '../state/accountCommands.ts';
import { Spinner } from './components/Spinner.tsx';
import { Guard } from './routes/Guard.tsx';
import { preloadScreen } from './routes/nextScreens.ts';
import { activeAliases, layoutOf, NOT_FOUND_SCREEN, ROUTES } from './routes/routeTable.ts';
import { GameHost } from './shell/GameHost.tsx';
import { LazyToaster } from './shell/LazyToaster.tsx';
import { Layout } from './shell/Layout.tsx';
import { PackProgress } from './shell/PackProgress.tsx';
import { StartupLoading } from './shell/StartupLoading.tsx';
import { APP_LOADING_MS } from './timings.ts';

export function App() {
  const [starting, setStarting] = useState(true);

  useEffect(() => {
    // The screen this address opens is fetched while the loading screen shows.
    preloadScreen(window.location.pathname);
    // The loading screen is painted by the page itself before any script arrives (index.html), so
    // its 2 s count from the page's opening, not from this first render: slow scripts do not
    // lengthen the wait (docs/game-design.md, "Start-up").
    const openFor = performance.now() - (window.pageOpenedAt ?? performance.now());
    const timer = window.setTimeout(() => setStarting(false), Math.max(0, APP_LOADING_MS - openFor));
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <BrowserRouter>
      <GameHost />
      <PackProgress />
      <SessionFollower />
      {starting ? <StartupLoading /> : <AppRoutes />}
      <LazyToaster />
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
