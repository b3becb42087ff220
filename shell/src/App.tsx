import { lazy, Suspense } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { DeployedAreas } from './areas/DeployedAreas'
import { Layout } from './layout/Layout'
import { ErrorPage } from './pages/ErrorPage'
import { LoginPage } from './pages/LoginPage'
import { RootRedirect } from './pages/RootRedirect'

// Not on the first view of /login: each is a chunk of its own.
const WeakLoginPage = lazy(() => import(/* webpackChunkName: "weak-login" */ './pages/WeakLoginPage'))
const AccessibilityPage = lazy(() => import(/* webpackChunkName: "accessibility" */ './pages/AccessibilityPage'))
const NotCustodianPage = lazy(() => import(/* webpackChunkName: "not-custodian" */ './pages/NotCustodianPage'))

const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'login/form', element: <WeakLoginPage /> },
      { path: 'login/not-a-custodian', element: <NotCustodianPage /> },
      { path: 'accessibility', element: <AccessibilityPage /> },
      // The shell's own pages above use prefixes the deployment file may not claim (RESERVED_PREFIXES).
      { path: '*', element: <DeployedAreas /> }
    ]
  }
])

/**
 * The header bar the HTML draws (`public/index.html`, class `boot-header`) until the shell's
 * texts of the first language arrive: React's first commit replaces the HTML's bar with this
 * same one, so the page never goes blank in between and nothing moves.
 */
function BootHeader() {
  return (
    <div className="boot-header" aria-busy="true">
      <span className="boot-logo" />
      Pesä
    </div>
  )
}

export function App() {
  return (
    <Suspense fallback={<BootHeader />}>
      <RouterProvider router={router} />
    </Suspense>
  )
}
