// The game's own router: the part of react-router-dom's API the game uses, with the same behaviour,
// at a fraction of the download before the first screen.
export type { Location } from './history.ts';
export { matchPath, type Params } from './match.ts';
export {
  BrowserRouter,
  useLocation,
  useNavigate,
  useParams,
  type NavigateFunction,
  type NavigateOptions,
} from './Router.tsx';
export {
  Link,
  Navigate,
  Route,
  Routes,
  type LinkProps,
  type NavigateProps,
  type RouteProps,
} from './Routes.tsx';
