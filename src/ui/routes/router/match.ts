// Path matching, pure: which route a pathname belongs to and what its `:name` segments hold. The rules
// are react-router's for the paths the game writes: the whole pathname must match, segment by
// segment; `:name` takes one non-empty segment; a last segment `*` takes whatever is left (so `*`
// alone matches every path); trailing slashes are ignored; case is ignored unless the route is
// case-sensitive; percent-escapes are decoded before comparing.

/** Route params by name; `*` holds what a splat route matched. */
export type Params = Readonly<Record<string, string | undefined>>;

export interface RoutePattern {
  readonly path: string;
  readonly caseSensitive?: boolean | undefined;
}

export interface RouteMatch<R extends RoutePattern> {
  readonly route: R;
  readonly params: Params;
}

/** The segments of a path: one leading slash starts it, and trailing slashes name the same page. */
function segmentsOf(path: string): string[] {
  const inner = path.replace(/^\//, '').replace(/\/+$/, '');
  return inner === '' ? [] : inner.split('/');
}

/** A malformed escape (such as '%E0%A4%A') leaves the whole path as typed, as react-router does. */
function decodeAll(segments: readonly string[]): readonly string[] {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return segments;
  }
}

const isParam = (segment: string): boolean => segment.length > 1 && segment.startsWith(':');

/** The params of `pathname` under `pattern`, or null when the pathname is not the pattern's. */
export function matchPath(pattern: RoutePattern, pathname: string): Params | null {
  const wanted = segmentsOf(pattern.path);
  const given = decodeAll(segmentsOf(pathname));
  const splat = wanted[wanted.length - 1] === '*';
  if (splat) wanted.pop();
  if (splat ? given.length < wanted.length : given.length !== wanted.length) return null;

  const same = pattern.caseSensitive
    ? (a: string, b: string) => a === b
    : (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const params: Record<string, string> = {};
  for (const [index, want] of wanted.entries()) {
    const got = given[index] ?? '';
    if (isParam(want)) {
      if (got === '') return null;
      params[want.slice(1)] = got;
    } else if (!same(want, got)) {
      return null;
    }
  }
  if (splat) params['*'] = given.slice(wanted.length).join('/');
  return params;
}

/** The first route, in the order given, that matches `pathname` (the game lists `*` last). */
export function matchRoutes<R extends RoutePattern>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R> | null {
  for (const route of routes) {
    const params = matchPath(route, pathname);
    if (params) return { route, params };
  }
  return null;
}
