/**
 * What a signed-in page shows while the shell loads: the frame (app bar, sidebar) in the reader's theme and, on the
 * home page, the welcome card with the user's name once the entry's early `/auth/me` has answered
 * (src/earlyIdentity.ts); on a list page with a preview, its first rows (ListPreview.tsx); on a page with a preview, its
 * heading and the text under it (PagePreview.tsx) for those who may see the page. Plain elements and a stylesheet, no
 * MUI: it ships in the entry and paints ~2 s before the shell can on a slow phone. It mirrors the shell's measurements
 * (tests/e2e/shell.test.ts compares the two), so the hand-over shows no jump. The entry, react-admin's start-up and the frame's own loading all render it.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_CONFIG } from '../appConfigData.js';
import { knownIdentity, onIdentity, type EarlyIdentity } from '../earlyIdentity.js';
import { PUBLIC_TEXTS } from '../pages/auth/i18n.js';
import { ListPreviewPage } from './ListPreview.js';
import { prefetchListPreview, previewAt, type PreviewRow } from './listPreviews.js';
import { PagePreview } from './PagePreview.js';
import { pagePreviewAt, prefetchPageContent, seesPage, settledPageContent } from './pagePreviews.js';
import { loadThemeSettings } from './themeSettings.js';
import './shellSkeleton.css';

function storedLocale(): string {
  try {
    const value = JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null');
    return typeof value === 'string' && PUBLIC_TEXTS[value] ? value : 'en';
  } catch {
    return 'en';
  }
}

function storedSidebarOpen(): boolean {
  try {
    return JSON.parse(localStorage.getItem('RaStore.sidebar.open') ?? 'true') !== false;
  } catch {
    return true;
  }
}

/** The hamburger of the app bar: an icon, so the first paint has content (an empty bar does not count as one). */
const MenuIcon = () => (
  <svg className="ct-skeleton-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
  </svg>
);

function Welcome({ identity, locale }: { identity: EarlyIdentity; locale: string }) {
  const texts = PUBLIC_TEXTS[locale].shell;
  return (
    <div className="ct-skeleton-card">
      <h1 className="ct-skeleton-h5">{texts.welcome.replace('%{name}', identity.full_name ?? '')}</h1>
      {identity.role?.name && <p className="ct-skeleton-subtitle">{identity.role.name}</p>}
      <p className="ct-skeleton-text">{texts.welcome_text}</p>
    </div>
  );
}

export function ShellSkeleton() {
  const [identity, setIdentity] = useState(knownIdentity);
  useEffect(() => {
    setIdentity(knownIdentity());
    return onIdentity(setIdentity);
  }, []);
  const preview = previewAt(window.location.pathname);
  const [rows, setRows] = useState<PreviewRow[] | null>(null);
  useEffect(() => {
    let live = true;
    if (preview) void prefetchListPreview().then((r) => live && setRows(r));
    return () => {
      live = false;
    };
  }, [preview]);
  const page = pagePreviewAt(window.location.pathname);
  const pageShown = !!page && !!identity && seesPage(page, identity);
  // drawn again (the shell's own loading renders the skeleton too), it starts with the answer if it has come
  const [content, setContent] = useState(() => (pageShown ? settledPageContent(page, identity) : undefined));
  useEffect(() => {
    let live = true;
    if (page?.content && identity && pageShown)
      void prefetchPageContent(page, identity).then((c) => live && setContent(c));
    return () => {
      live = false;
    };
  }, [page, identity, pageShown]);
  const settings = loadThemeSettings();
  const locale = storedLocale();
  const home = window.location.pathname === '/';
  const sidebar = settings.sidebarBehavior === 'compact' || !storedSidebarOpen() ? 'closed' : 'open';
  return (
    <div
      className={`ct-skeleton ct-skeleton-${settings.theme} ct-skeleton-sidebar-${settings.sidebarPosition} ct-skeleton-sidebar-${sidebar}`}
      aria-hidden="true"
      data-testid="shell-skeleton"
    >
      <div className="ct-skeleton-bar">
        <span className="ct-skeleton-toggle">
          <MenuIcon />
        </span>
        <span className="ct-skeleton-name">{DEFAULT_CONFIG.app_name}</span>
        {home && <span className="ct-skeleton-title">{PUBLIC_TEXTS[locale].shell.home}</span>}
      </div>
      <div className="ct-skeleton-frame">
        <div className="ct-skeleton-sidebar" />
        <div className="ct-skeleton-content">
          {home && identity && <Welcome identity={identity} locale={locale} />}
          {preview && rows && <ListPreviewPage definition={preview} rows={rows} locale={locale} identity={identity} />}
          {page && identity && pageShown && (
            <PagePreview definition={page} locale={locale} identity={identity} content={content} />
          )}
        </div>
      </div>
    </div>
  );
}
