/**
 * The entry: a signed-out visitor of the sign-in or password pages gets the small public app (PublicApp.tsx) and
 * paints without react-admin, MUI or the shell; everything else loads the shell (App.tsx), which the public app
 * also hands over to after signing in — a signed-in page shows the shell's skeleton (layout/ShellSkeleton.tsx) until
 * then. Production builds register the service worker that caches the shell.
 */
import { lazy, StrictMode, Suspense, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PUBLIC_PAGE, PublicApp, Toast, type Notice } from './pages/auth/PublicApp.js';
import { identitySettled, knownIdentity, prefetchIdentity } from './earlyIdentity.js';
import { ShellSkeleton } from './layout/ShellSkeleton.js';
import { prefetchListPreview, previewAt } from './layout/listPreviews.js';
import { pagePreviewAt, prefetchPageContent, seesPage } from './layout/pagePreviews.js';
import { getSession } from './session.js';

const loadShell = () => import('./App.js');
/**
 * A signed-in page paints its skeleton first — with the user's welcome on the home page, a list's first rows on a
 * list page with a preview and a page's heading (and first answer) where the user may see it, which therefore wait
 * for the early answers (1 s at most) — and only then starts the shell, whose files would otherwise compete with
 * those answers and hold the main thread. The shell asks for the same answers as it starts and finds them in, so the
 * wait costs it little.
 */
const Shell = lazy(() => earlyContentSettled().then(afterNextPaint).then(loadShell));
function earlyContentSettled(): Promise<unknown> {
  const { pathname } = window.location;
  if (pathname === '/') return identitySettled(1000);
  const page = pagePreviewAt(pathname);
  if (page)
    // the page's own first answer, when it has one to show, within the same second
    return Promise.race([
      identitySettled(1000).then(() => {
        const identity = knownIdentity();
        return identity && page.content && seesPage(page, identity) ? prefetchPageContent(page, identity) : null;
      }),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
  if (previewAt(pathname))
    return Promise.race([prefetchListPreview(), new Promise((resolve) => setTimeout(resolve, 1000))]);
  return identitySettled(0);
}
// the frame after the next one: the paint has then reached the screen, not only been drawn (a hidden tab gets no
// animation frames: it waits 100 ms instead)
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    setTimeout(resolve, 100);
  });
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
        <Suspense fallback={<ShellSkeleton />}>
          <Shell />
        </Suspense>
      )}
      <Toast notice={notice} onClose={closeNotice} />
    </>
  );
}

const initiallyPublic = startsPublic();
// the shell asks who is signed in, and a list its rows, as soon as it starts; asked here, the answers are in before
// the shell has loaded
if (!initiallyPublic) {
  prefetchIdentity();
  void prefetchListPreview();
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root initiallyPublic={initiallyPublic} />
  </StrictMode>,
);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
