// The game's router, its pure part: which route a pathname belongs to (src/ui/routes/router/match.ts).
import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes } from '../../../src/ui/routes/router/match.ts';

describe('matchPath', () => {
  it('matches the whole pathname, segment by segment', () => {
    expect(matchPath({ path: '/landing' }, '/landing')).toEqual({});
    expect(matchPath({ path: '/' }, '/')).toEqual({});
    expect(matchPath({ path: '/landing' }, '/landing/more')).toBeNull();
    expect(matchPath({ path: '/landing' }, '/land')).toBeNull();
    expect(matchPath({ path: '/replays' }, '/replays/5')).toBeNull();
    expect(matchPath({ path: '/how_to_play/battle' }, '/how_to_play')).toBeNull();
    expect(matchPath({ path: '/' }, '/landing')).toBeNull();
  });

  it('gives each :name one non-empty segment', () => {
    expect(matchPath({ path: '/replays/:id' }, '/replays/abc-123')).toEqual({ id: 'abc-123' });
    expect(matchPath({ path: '/a/:x/b/:y' }, '/a/1/b/2')).toEqual({ x: '1', y: '2' });
    expect(matchPath({ path: '/replays/:id' }, '/replays')).toBeNull();
    expect(matchPath({ path: '/replays/:id' }, '/replays/')).toBeNull();
    expect(matchPath({ path: '/replays/:id' }, '/replays/1/2')).toBeNull();
    expect(matchPath({ path: '/a/:x/b' }, '/a//b')).toBeNull();
  });

  it('decodes percent-escapes, keeping an escaped slash inside its segment', () => {
    expect(matchPath({ path: '/replays/:id' }, '/replays/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath({ path: '/replays/:id' }, '/replays/a%2Fb')).toEqual({ id: 'a/b' });
    expect(matchPath({ path: '/replays/:id' }, '/replays/%C3%A9')).toEqual({ id: 'é' });
    expect(matchPath({ path: '/landing' }, '/l%61nding')).toEqual({});
  });

  it('leaves a malformed escape as typed instead of throwing', () => {
    expect(matchPath({ path: '/replays/:id' }, '/replays/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
  });

  it('ignores trailing slashes on the pathname', () => {
    expect(matchPath({ path: '/landing' }, '/landing/')).toEqual({});
    expect(matchPath({ path: '/landing' }, '/landing//')).toEqual({});
    expect(matchPath({ path: '/replays/:id' }, '/replays/7/')).toEqual({ id: '7' });
    expect(matchPath({ path: '/' }, '//')).toEqual({});
  });

  it('compares case exactly when caseSensitive', () => {
    expect(matchPath({ path: '/landing', caseSensitive: true }, '/Landing')).toBeNull();
    expect(matchPath({ path: '/Landing', caseSensitive: true }, '/landing')).toBeNull();
    expect(matchPath({ path: '/Landing', caseSensitive: true }, '/Landing')).toEqual({});
    expect(matchPath({ path: '/replays/:id', caseSensitive: true }, '/Replays/1')).toBeNull();
  });

  it('ignores case otherwise, but keeps the case of params', () => {
    expect(matchPath({ path: '/landing' }, '/LANDING')).toEqual({});
    expect(matchPath({ path: '/Landing', caseSensitive: false }, '/landing')).toEqual({});
    expect(matchPath({ path: '/replays/:id' }, '/REPLAYS/AbC')).toEqual({ id: 'AbC' });
  });

  it('lets * match anything, and gives what it matched as the * param', () => {
    expect(matchPath({ path: '*' }, '/')).toEqual({ '*': '' });
    expect(matchPath({ path: '*' }, '/no/such/page')).toEqual({ '*': 'no/such/page' });
    expect(matchPath({ path: '/docs/*' }, '/docs')).toEqual({ '*': '' });
    expect(matchPath({ path: '/docs/*' }, '/docs/a/b')).toEqual({ '*': 'a/b' });
    expect(matchPath({ path: '/docs/*' }, '/other/a')).toBeNull();
  });
});

describe('matchRoutes', () => {
  const routes = [
    { path: '/landing', caseSensitive: true, name: 'landing' },
    { path: '/Landing', caseSensitive: true, name: 'alias' },
    { path: '/replays/:id', caseSensitive: true, name: 'replay' },
    { path: '/replays/:id', caseSensitive: true, name: 'second replay' },
    { path: '*', name: 'not found' },
  ];
  const nameAt = (pathname: string) => matchRoutes(routes, pathname)?.route.name;

  it('picks the first route that matches, in the order given', () => {
    expect(nameAt('/landing')).toBe('landing');
    expect(nameAt('/Landing')).toBe('alias');
    expect(nameAt('/LANDING')).toBe('not found');
    expect(nameAt('/replays/9')).toBe('replay');
    expect(nameAt('/nowhere')).toBe('not found');
    expect(matchRoutes([{ path: '*' }, { path: '/landing' }], '/landing')?.route.path).toBe('*');
  });

  it("returns the matched route's params, or null when nothing matches", () => {
    expect(matchRoutes(routes, '/replays/x%20y')?.params).toEqual({ id: 'x y' });
    expect(matchRoutes([{ path: '/landing' }], '/elsewhere')).toBeNull();
  });
});
