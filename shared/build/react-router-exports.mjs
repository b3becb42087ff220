/*
 * What the share scope holds under `react-router`: the exports Pesä's apps use, not the whole
 * package (its server rendering, cookies and sessions are a third of every first load; a shared
 * module is never tree-shaken, a module it imports is). An app that needs another export adds
 * it here; `federation.test.cjs` fails while an app's sources import one that is missing.
 * The import below is an alias of react-router's module build (`webpack-app.cjs`), so that it is
 * not consumed from the share scope again.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams
} from 'pesa-react-router-implementation'
