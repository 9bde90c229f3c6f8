/**
 * The react-admin application: providers, the authenticated shell, the public pages (sign-in, password,
 * errors) and every resource and page the areas register (see registry.tsx).
 */
import { useState, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  localStorageStore,
  Notification,
  Resource,
  type LayoutComponent,
  type ResourceProps,
} from 'react-admin';
import { BrowserRouter, MemoryRouter, Route, useLocation } from 'react-router-dom';
import { authProvider } from './authProvider.js';
import { dataProvider } from './dataProvider.js';
import { i18nProvider } from './i18n/index.js';
import { setKnownRoutes } from './knownRoutes.js';
import { guardCreate, RequirePermission } from './guards.js';
import { lazyScreen } from './lazyScreen.js';
import { preloadScreen } from './preloadScreen.js';
import { createQueryClient } from './queryClient.js';
import { ShellError } from './layout/ErrorPage.js';
import { ShellLoading } from './layout/ShellLoading.js';
import { ShellSkeleton } from './layout/ShellSkeleton.js';
import { ThemeSettingsProvider, useThemeSettings } from './layout/themeSettings.js';
import { THEME_OPTIONS } from './layout/themes.js';
import { ForgotPassword } from './pages/auth/ForgotPassword.js';
import { ResetPassword } from './pages/auth/ResetPassword.js';
import { ShellAuthPage } from './pages/auth/ShellAuthPage.js';
import { SignIn } from './pages/auth/SignIn.js';
import { Forbidden, ForbiddenInLayout, NotFound, NotFoundInLayout, ServerError } from './pages/errors/ErrorPage.js';

// The shell's frame and home page load after sign-in: the sign-in page ships without them.
const Layout = lazyScreen(
  () => import('./layout/Layout.js'),
  (m) => m.Layout,
  <ShellSkeleton />,
) as LayoutComponent;
const Home = lazyScreen(
  () => import('./pages/Home.js'),
  (m) => m.Home,
);
import { PAGE_ROUTES, RESOURCES, type PageRoute, type ResourceDefinition } from './registry.js';

/** Public routes of spec part 1 §2.1 (no shell). */
export const PUBLIC_ROUTES: PageRoute[] = [
  {
    path: '/auth/sign-in',
    element: (
      <ShellAuthPage>
        <SignIn />
      </ShellAuthPage>
    ),
    noLayout: true,
  },
  { path: '/auth/404', element: <NotFound />, noLayout: true },
  { path: '/auth/403', element: <Forbidden />, noLayout: true },
  { path: '/auth/500', element: <ServerError />, noLayout: true },
  {
    path: '/forgot-password',
    element: (
      <ShellAuthPage>
        <ForgotPassword />
      </ShellAuthPage>
    ),
    noLayout: true,
  },
  {
    path: '/reset-password/:token/:email',
    element: (
      <ShellAuthPage>
        <ResetPassword />
      </ShellAuthPage>
    ),
    noLayout: true,
  },
  {
    path: '/reset-password',
    element: (
      <ShellAuthPage>
        <ResetPassword />
      </ShellAuthPage>
    ),
    noLayout: true,
  },
];

/** Shell routes the shell provides until an area registers its own page at the same path. */
const DEFAULT_SHELL_ROUTES: PageRoute[] = [{ path: '/dashboard/default', element: <Home /> }];

function mergeRoutes(...lists: PageRoute[][]): PageRoute[] {
  const byPath = new Map<string, PageRoute>();
  for (const list of lists) for (const r of list) byPath.set(`${r.noLayout ? 'public' : 'shell'}:${r.path}`, r);
  return [...byPath.values()];
}

// react-admin's <Admin> is AdminContext + AdminUI; AdminUI's defaults (its login page with react-hook-form, its layout,
// error page and English messages) would load with the shell although every one of them is replaced here.
const store = localStorageStore();

export interface CaretakerAdminProps {
  resources?: ResourceDefinition[];
  routes?: PageRoute[];
}

export function CaretakerAdmin({ resources = RESOURCES, routes = PAGE_ROUTES }: CaretakerAdminProps) {
  const { settings } = useThemeSettings();
  const [queryClient] = useState(createQueryClient);
  const { pathname } = useLocation();
  const all = mergeRoutes(
    PUBLIC_ROUTES,
    DEFAULT_SHELL_ROUTES,
    routes.filter((r) => r.path !== '/'),
  );
  const home = routes.find((r) => r.path === '/' && !r.noLayout);
  const Dashboard = home ? () => <>{home.element}</> : () => <Home />;
  // once, on the first render: the frame and this address's screen start loading beside react-admin's start-up
  useState(() =>
    preloadScreen(pathname, {
      frame: [Layout, ...(home || pathname !== '/' ? [] : [Home])],
      routes: [...DEFAULT_SHELL_ROUTES, ...routes],
      resources,
    }),
  );
  setKnownRoutes([...all.map((r) => r.path), ...resources.map((r) => `/${r.name}/*`)]);
  return (
    <AdminContext
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={THEME_OPTIONS[settings.theme]}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Caretaker"
          layout={Layout}
          dashboard={Dashboard}
          loginPage={false}
          requireAuth
          catchAll={NotFoundInLayout}
          accessDenied={ForbiddenInLayout}
          authenticationError={AuthenticationError}
          loading={ShellLoading}
          error={ShellError}
          disableTelemetry
        >
          <CustomRoutes noLayout>
            {all
              .filter((r) => r.noLayout)
              .map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
          </CustomRoutes>
          <CustomRoutes>
            {all
              .filter((r) => !r.noLayout)
              .map((r) => (
                <Route
                  key={r.path}
                  path={r.path}
                  element={
                    r.permission ? (
                      <RequirePermission permission={r.permission}>{r.element}</RequirePermission>
                    ) : (
                      r.element
                    )
                  }
                />
              ))}
          </CustomRoutes>
          {resources.map(({ name, create, ...rest }) => (
            <Resource key={name} name={name} create={guardCreate(name, create)} {...(rest as Partial<ResourceProps>)} />
          ))}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}

export interface AppProps extends CaretakerAdminProps {
  /** Tests: render in memory at these entries instead of the browser's address bar. */
  initialEntries?: string[];
}

export function App({ initialEntries, ...props }: AppProps) {
  const content: ReactNode = (
    <ThemeSettingsProvider>
      <CaretakerAdmin {...props} />
    </ThemeSettingsProvider>
  );
  return initialEntries ? (
    <MemoryRouter initialEntries={initialEntries} useTransitions={false}>
      {content}
    </MemoryRouter>
  ) : (
    // synchronous location updates: with transitions, react-admin's redirect-on-logout can starve and loop
    <BrowserRouter useTransitions={false}>{content}</BrowserRouter>
  );
}

export default App;
