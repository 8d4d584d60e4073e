// The components screens are routed with: Routes and its Route descriptions, Navigate and Link.
import {
  Children,
  Fragment,
  isValidElement,
  useEffect,
  useRef,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { matchRoutes } from './match.ts';
import { ParamsContext, useHistory, useLocation, useNavigate } from './Router.tsx';

export interface RouteProps {
  readonly path: string;
  readonly element?: ReactNode;
  /** '/Landing' then does not match '/landing' (the game's aliases rely on it). */
  readonly caseSensitive?: boolean;
}

/** Only a description that Routes reads; rendered on its own it shows nothing. */
export function Route(_props: RouteProps): null {
  return null;
}

/** The Route children in order, through arrays and fragments; anything else is a mistake. */
function routesOf(children: ReactNode): RouteProps[] {
  const routes: RouteProps[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf(child.props.children));
    } else if (child.type === Route) {
      routes.push(child.props as RouteProps);
    } else {
      throw new Error('Only <Route> elements and fragments may be children of <Routes>.');
    }
  });
  return routes;
}

/**
 * Shows the element of the first Route whose path matches the current pathname. The element is not
 * keyed by route, like react-router's: two routes showing the same component keep its instance
 * (the battle's routes rely on that).
 */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const match = matchRoutes(routesOf(children), pathname);
  if (!match) return null;
  return <ParamsContext value={match.params}>{match.route.element ?? null}</ParamsContext>;
}

export interface NavigateProps {
  readonly to: string;
  readonly replace?: boolean;
}

/** Navigates once mounted, in an effect (navigating while rendering is not allowed). */
export function Navigate({ to, replace = false }: NavigateProps): null {
  const navigate = useNavigate();
  const done = useRef<string | null>(null);
  useEffect(() => {
    // StrictMode runs a new effect twice; the ref outlives that, so one navigation is made, not two.
    if (done.current === to) return;
    done.current = to;
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { readonly to: string };

/** A click the browser should handle itself: another button, a modifier key, or another target. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button !== 0 || modified || (target !== undefined && target !== '_self');
}

export function Link({ to, onClick, target, ...anchor }: LinkProps) {
  const history = useHistory();

  function handleClick(event: MouseEvent<HTMLAnchorElement>): void {
    onClick?.(event);
    if (event.defaultPrevented || leftToBrowser(event, target)) return;
    event.preventDefault();
    // Like react-router: a link to the entry already shown replaces it instead of stacking a copy.
    const next = new URL(to, window.location.href);
    const here = window.location;
    const same = next.pathname === here.pathname && next.search === here.search && next.hash === here.hash;
    if (same) history.replace(to);
    else history.push(to);
  }

  return <a {...anchor} href={to} target={target} onClick={handleClick} />;
}
