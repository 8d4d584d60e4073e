// @vitest-environment jsdom
// The game's router rendered in jsdom (src/ui/routes/router): BrowserRouter, Routes, Navigate, Link
// and the hooks, checked against the browser's own history and what ends up on the page.
import {
  act,
  lazy,
  StrictMode,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  type Location,
  type NavigateFunction,
} from '../../../src/ui/routes/router/index.ts';
import { testRootForEachTest } from './testRoot.ts';

const view = testRootForEachTest();
const render = view.render;
const text = view.text;

beforeEach(() => {
  // A push drops any forward entries an earlier test left by going back, so history.length counts
  // this test's pushes; the replace then clears the state the push gave the entry.
  window.history.pushState(null, '', '/');
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Captures the hooks' values on every render, so a test can call navigate and read the location. */
const seen = { navigate: [] as NavigateFunction[], location: [] as Location[] };
function Probe() {
  seen.navigate.push(useNavigate());
  seen.location.push(useLocation());
  return null;
}
beforeEach(() => {
  seen.navigate = [];
  seen.location = [];
});
const lastNavigate = (): NavigateFunction => seen.navigate.at(-1) ?? expect.fail('Probe never rendered');
const lastLocation = (): Location => seen.location.at(-1) ?? expect.fail('Probe never rendered');

function ReplayView() {
  const { id = '' } = useParams();
  return <p>replay {id}</p>;
}

/** The shape of the game's App: exact paths, a case-sensitive alias that redirects, and `*` last. */
function GameRoutes() {
  const table = ['/', '/landing', '/replays', '/story_character'];
  return (
    <Routes>
      {table.map((path) => (
        <Route key={path} path={path} caseSensitive element={<p>page {path}</p>} />
      ))}
      <Route path="/replays/:id" caseSensitive element={<ReplayView />} />
      <>
        <Route path="/Landing" caseSensitive element={<Navigate to="/landing" replace />} />
        <Route path="/Pushed" caseSensitive element={<Navigate to="/landing" />} />
      </>
      <Route path="*" element={<p>not found</p>} />
    </Routes>
  );
}

function App() {
  return (
    <BrowserRouter>
      <Probe />
      <GameRoutes />
    </BrowserRouter>
  );
}

/**
 * StrictMode as the root element, as src/main.tsx has it: React 19 does not run the effects twice
 * below a StrictMode that mounts inside a new component. Counts effect runs to prove it does here.
 */
let effectRuns = 0;
function EffectCounter() {
  useEffect(() => {
    effectRuns += 1;
  }, []);
  return null;
}
function renderStrict(ui: ReactNode): void {
  effectRuns = 0;
  render(
    <StrictMode>
      <EffectCounter />
      {ui}
    </StrictMode>,
  );
  expect(effectRuns, 'StrictMode ran the effects twice').toBe(2);
}

/** Resolves after the next popstate (jsdom fires it in a later task, as browsers do). */
const nextPopstate = (): Promise<void> =>
  new Promise((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

describe('BrowserRouter and Routes', () => {
  it('shows the element of the route matching window.location', () => {
    window.history.replaceState(null, '', '/landing');
    render(<App />);
    expect(text()).toBe('page /landing');
  });

  it('falls through to * for an unknown path, and for the wrong case of a case-sensitive one', () => {
    window.history.replaceState(null, '', '/no/such/page');
    render(<App />);
    expect(text()).toBe('not found');
    act(() => lastNavigate()('/LANDING'));
    expect(text()).toBe('not found');
  });

  it('ignores a trailing slash', () => {
    window.history.replaceState(null, '', '/landing/');
    render(<App />);
    expect(text()).toBe('page /landing');
  });

  it('gives useParams the decoded param of the matched route', () => {
    window.history.replaceState(null, '', '/replays/first%20fight');
    render(<App />);
    expect(text()).toBe('replay first fight');
  });

  it('reads the location of the first load, whose history.state is null or foreign', () => {
    window.history.replaceState({ idx: 3, other: 'script' }, '', '/landing?x=1#top');
    render(<App />);
    expect(lastLocation()).toEqual({
      pathname: '/landing',
      search: '?x=1',
      hash: '#top',
      state: null,
      key: 'default',
    });
  });

  it('renders nothing for a Route outside Routes, and nothing when no route matches', () => {
    render(<Route path="/" element={<p>shown</p>} />);
    expect(text()).toBe('');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/landing" element={<p>landing</p>} />
        </Routes>
      </BrowserRouter>,
    );
    expect(text()).toBe('');
  });

  it('keeps the instance of a component two routes share, as the battle routes need', () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount((n) => n + 1)}>{count}</button>;
    }
    render(
      <BrowserRouter>
        <Probe />
        <Routes>
          <Route path="/battle_area" element={<Counter />} />
          <Route path="/next_phase" element={<Counter />} />
        </Routes>
      </BrowserRouter>,
    );
    act(() => lastNavigate()('/battle_area'));
    act(() => view.container.querySelector('button')?.click());
    expect(text()).toBe('1');
    act(() => lastNavigate()('/next_phase'));
    expect(window.location.pathname).toBe('/next_phase');
    expect(text()).toBe('1');
  });

  it('keeps the current screen up while the next one loads, as react-router 7 does', async () => {
    let finish: (module: { default: ComponentType }) => void = () => undefined;
    const Slow = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          finish = resolve;
        }),
    );
    render(
      <BrowserRouter>
        <Probe />
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/" element={<p>home</p>} />
            <Route path="/slow" element={<Slow />} />
          </Routes>
        </Suspense>
      </BrowserRouter>,
    );
    act(() => lastNavigate()('/slow'));
    expect(window.location.pathname).toBe('/slow');
    expect(text()).toBe('home');
    await act(async () => finish({ default: () => <p>slow</p> }));
    expect(text()).toBe('slow');
  });
});

describe('useNavigate', () => {
  it('pushes an entry and re-renders with the new location', () => {
    render(<App />);
    const before = window.history.length;
    act(() => lastNavigate()('/landing'));
    expect(window.location.pathname).toBe('/landing');
    expect(window.history.length).toBe(before + 1);
    expect(lastLocation().pathname).toBe('/landing');
    expect(text()).toBe('page /landing');
  });

  it('replaces the entry with { replace: true }', () => {
    render(<App />);
    const before = window.history.length;
    act(() => lastNavigate()('/landing', { replace: true }));
    expect(window.location.pathname).toBe('/landing');
    expect(window.history.length).toBe(before);
    expect(text()).toBe('page /landing');
  });

  it('still pushes when navigating to the current path', () => {
    render(<App />);
    const before = window.history.length;
    act(() => lastNavigate()('/'));
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname).toBe('/');
  });

  it('gives the search of the new location to useLocation', () => {
    render(<App />);
    act(() => lastNavigate()('/story_character?hero=2'));
    expect(lastLocation()).toMatchObject({ pathname: '/story_character', search: '?hero=2', hash: '' });
    expect(text()).toBe('page /story_character');
  });

  it('keeps the state beside its own key in history.state, and a new key per entry', () => {
    render(<App />);
    act(() => lastNavigate()('/landing', { state: { from: 'menu' } }));
    const first = lastLocation();
    expect(first.state).toEqual({ from: 'menu' });
    expect(window.history.state).toEqual({ key: first.key, usr: { from: 'menu' } });
    act(() => lastNavigate()('/replays'));
    expect(lastLocation().state).toBeNull();
    expect(lastLocation().key).not.toBe(first.key);
  });

  it('goes back with navigate(-1), restoring the entry and its state', async () => {
    render(<App />);
    act(() => lastNavigate()('/landing', { state: 'kept' }));
    const landing = lastLocation();
    act(() => lastNavigate()('/replays/7'));
    expect(text()).toBe('replay 7');

    await act(async () => {
      const popped = nextPopstate();
      lastNavigate()(-1);
      await popped;
    });
    expect(window.location.pathname).toBe('/landing');
    expect(text()).toBe('page /landing');
    expect(lastLocation()).toEqual(landing);
  });

  it('keeps the same function across re-renders and navigations', () => {
    render(<App />);
    act(() => lastNavigate()('/landing'));
    render(<App />);
    act(() => lastNavigate()('/replays/3'));
    expect(seen.navigate.length).toBeGreaterThan(2);
    expect(new Set(seen.navigate).size).toBe(1);
  });

  it('ignores a navigate called while rendering, as react-router does', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Eager() {
      useNavigate()('/landing');
      return null;
    }
    render(
      <BrowserRouter>
        <Eager />
      </BrowserRouter>,
    );
    expect(window.location.pathname).toBe('/');
  });

  it('throws a clear error outside BrowserRouter', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Lost() {
      useNavigate();
      return null;
    }
    expect(() => render(<Lost />)).toThrow(/inside <BrowserRouter>/);
  });
});

describe('useLocation', () => {
  it('keeps the same object until the location changes', () => {
    render(<App />);
    render(<App />);
    expect(seen.location.length).toBeGreaterThan(1);
    expect(new Set(seen.location).size).toBe(1);
    act(() => lastNavigate()('/landing'));
    expect(new Set(seen.location).size).toBe(2);
  });
});

describe('Navigate', () => {
  it('with replace, under StrictMode, replaces exactly once and shows the target', () => {
    window.history.replaceState(null, '', '/Landing');
    const before = window.history.length;
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const pushState = vi.spyOn(window.history, 'pushState');
    renderStrict(<App />);
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(pushState).not.toHaveBeenCalled();
    expect(window.history.length).toBe(before);
    expect(window.location.pathname).toBe('/landing');
    expect(text()).toBe('page /landing');
  });

  it('without replace, under StrictMode, pushes exactly once', () => {
    window.history.replaceState(null, '', '/Pushed');
    const before = window.history.length;
    const pushState = vi.spyOn(window.history, 'pushState');
    renderStrict(<App />);
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(window.history.length).toBe(before + 1);
    expect(text()).toBe('page /landing');
  });
});

describe('Link', () => {
  /** Clicks the link; returns whether the default action was prevented when the event ended. */
  function click(anchor: Element, init: MouseEventInit = {}): boolean {
    let prevented = false;
    // Runs after React's handler; it stops jsdom from trying a real navigation on an unprevented click.
    const settle = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', settle, { once: true });
    act(() => {
      anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    });
    return prevented;
  }

  function renderLink(onClick: (event: { preventDefault(): void }) => void, to = '/landing') {
    render(
      <BrowserRouter>
        <Link to={to} className="map-action" onClick={onClick} aria-label="Go" data-kind="menu">
          go
        </Link>
        <GameRoutes />
      </BrowserRouter>,
    );
    return view.container.querySelector('a') ?? expect.fail('no anchor');
  }

  it('renders an anchor with the href and the other props', () => {
    const anchor = renderLink(() => undefined);
    expect(anchor.getAttribute('href')).toBe('/landing');
    expect(anchor.className).toBe('map-action');
    expect(anchor.getAttribute('aria-label')).toBe('Go');
    expect(anchor.getAttribute('data-kind')).toBe('menu');
    expect(anchor.textContent).toBe('go');
  });

  it('on a plain click calls onClick, then navigates without a page load', () => {
    const onClick = vi.fn(() => expect(window.location.pathname).toBe('/'));
    const anchor = renderLink(onClick);
    const before = window.history.length;
    expect(click(anchor)).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/landing');
    expect(window.history.length).toBe(before + 1);
    expect(text()).toBe('gopage /landing');
  });

  it('leaves a ctrl-, meta-, shift- or alt-click, or a middle click, to the browser', () => {
    const onClick = vi.fn();
    const anchor = renderLink(onClick);
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      expect(click(anchor, init)).toBe(false);
    }
    expect(onClick).toHaveBeenCalledTimes(5);
    expect(window.location.pathname).toBe('/');
  });

  it('does not navigate when onClick prevented the default', () => {
    const blocker = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const anchor = renderLink(blocker);
    expect(click(anchor)).toBe(true);
    expect(blocker).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/');
  });

  it('replaces instead of pushing when it links to the entry already shown', () => {
    const anchor = renderLink(() => undefined, '/');
    const before = window.history.length;
    expect(click(anchor)).toBe(true);
    expect(window.history.length).toBe(before);
    expect(window.location.pathname).toBe('/');
  });
});
