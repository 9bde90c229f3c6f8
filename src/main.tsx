/**
 * The entry: a signed-out visitor of the sign-in or password pages gets the small public app (PublicApp.tsx) and
 * paints without react-admin, MUI or the shell; everything else loads the shell (App.tsx), which the public app
 * also hands over to after signing in. Production builds register the service worker that caches the shell.
 */
import { lazy, StrictMode, Suspense, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PUBLIC_PAGE, PublicApp, Toast, type Notice } from './pages/auth/PublicApp.js';
import { getSession } from './session.js';

const loadShell = () => import('./App.js');
const Shell = lazy(loadShell);
const prefetchShell = () => void loadShell();

function startsPublic(): boolean {
  const { pathname } = window.location;
  const signedIn = !!getSession();
  if (PUBLIC_PAGE.test(pathname)) return !(signedIn && pathname.startsWith('/auth/sign-in'));
  // the home page of a signed-out visitor is the sign-in page, with the unauthorised notice react-admin would give
  if (!signedIn && pathname === '/') {
    window.history.replaceState(
      { usr: { nextPathname: '/', nextSearch: window.location.search }, key: 'default', idx: 0 },
      '',
      '/auth/sign-in',
    );
    return true;
  }
  return false;
}

function Root({ initiallyPublic }: { initiallyPublic: boolean }) {
  const [isPublic, setPublic] = useState(initiallyPublic);
  const [notice, setNotice] = useState<Notice | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);
  const openShell = useCallback(() => setPublic(false), []);
  return (
    <>
      {isPublic ? (
        <PublicApp notify={setNotice} openShell={openShell} prefetchShell={prefetchShell} />
      ) : (
        <Suspense fallback={null}>
          <Shell />
        </Suspense>
      )}
      <Toast notice={notice} onClose={closeNotice} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root initiallyPublic={startsPublic()} />
  </StrictMode>,
);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
