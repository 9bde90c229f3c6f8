/**
 * The early heading of a page with a preview (src/layout/pagePreviews.ts; the dashboards declare theirs): which
 * addresses have one, who sees it, and that the skeleton paints the page's own texts — the catalogue's, in the reader's
 * language — once the user is known, and nothing for a user the page is not for.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pagePreviews } from '../../../custom-pages/dashboards/pagePreview.js';
import { en } from '../../../custom-pages/dashboards/i18n.js';
import { de } from '../../../custom-pages/dashboards/i18n.de.js';
import { fr } from '../../../custom-pages/dashboards/i18n.fr.js';
import { nl } from '../../../custom-pages/dashboards/i18n.nl.js';
import { forgetMe } from '../../../src/authProvider.js';
import { identitySettled, prefetchIdentity, type EarlyIdentity } from '../../../src/earlyIdentity.js';
import { ShellSkeleton } from '../../../src/layout/ShellSkeleton.js';
import { pagePreviewAt, pathMatches, seesPage, type PagePreviewDefinition } from '../../../src/layout/pagePreviews.js';
import { clearSession, saveSession } from '../../../src/session.js';
import { ME, mockFetch } from './fetchMock.js';

let token = 0;
beforeEach(() => {
  forgetMe();
  saveSession({ token: `page-${++token}`, uid: 1, loginId: 1 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the address of a page with a preview', () => {
  it.each([
    ['/dashboard/defect/:tab', '/dashboard/defect/building-maintenance', true],
    ['/dashboard/defect/:tab', '/dashboard/defect/building-maintenance/', true],
    ['/dashboard/defect/:tab', '/dashboard/defect', false],
    ['/dashboard/defect/:tab', '/dashboard/defect/', false],
    ['/dashboard/defect/:tab', '/dashboard/defect/a/b', false],
    ['/dashboard/defect/:tab', '/dashboard/inspection/building-maintenance', false],
    ['/dashboard/default', '/dashboard/default', true],
    ['/dashboard/default', '/dashboard/defaults', false],
  ])('%s is %s: %s', (pattern, pathname, matches) => {
    expect(pathMatches(pattern, pathname)).toBe(matches);
  });

  it('finds each dashboard, on any of its tabs, the quotation form and a COP claim’s tab, and no other page', () => {
    expect(pagePreviewAt('/dashboard/monthly-summary/turfing-and-planting-maintenance')?.texts?.en.title).toBe(
      'Monthly summary report',
    );
    expect(pagePreviewAt('/dashboard/apv/moe')?.texts?.en.title).toBe('APV dashboard');
    expect(pagePreviewAt('/dashboard/default')?.texts?.en.title).toBe('Quotation dashboard');
    expect(pagePreviewAt('/')).toBeUndefined();
    expect(pagePreviewAt('/works-order/quotation-list')).toBeUndefined();
    expect(pagePreviewAt('/works-order/quotation-list/7')?.access.permission).toBe('quotation.view');
    expect(pagePreviewAt('/cop/contracts/7/cover')?.access.permission).toBe('cop.view');
    expect(pagePreviewAt('/cop/contracts')).toBeUndefined();
    expect(pagePreviewAt('/dashboard/unknown/tab')).toBeUndefined();
  });
});

describe('who sees a page’s preview', () => {
  const page: PagePreviewDefinition = {
    path: '/p',
    access: { permission: 'dashboard.view' },
    texts: { en: { title: 'P' } },
  };
  const forRoles: PagePreviewDefinition = { ...page, access: { permission: 'dashboard.view', roles: ['SCD'] } };
  it.each([
    ['nobody known', page, null, false],
    ['no permissions listed', page, { role: { slug: 'SCD' } }, false],
    ['without the permission', page, { permissions: ['user.view'] }, false],
    ['with the permission', page, { permissions: ['dashboard.view'] }, true],
    ['with the permission, another role', forRoles, { permissions: ['dashboard.view'], role: { slug: 'TC' } }, false],
    ['with the permission and the role', forRoles, { permissions: ['dashboard.view'], role: { slug: 'SCD' } }, true],
  ])('%s', (_, definition, identity, sees) => {
    expect(seesPage(definition, identity as EarlyIdentity | null)).toBe(sees);
  });
});

describe('the dashboards’ previews', () => {
  const catalogues = { en, fr, de, nl };
  const areaOf: Record<string, keyof typeof en.caretaker.dashboards> = {
    '/dashboard/default': 'quotation',
    '/dashboard/inspection/:tab': 'inspection',
    '/dashboard/defect/:tab': 'defect',
    '/dashboard/apv/:tab': 'apv',
    '/dashboard/checklist-summary/:tab': 'checklist_summary',
    '/dashboard/checklist-status/:tab': 'checklist_status',
    '/dashboard/monthly-summary/:tab': 'monthly_summary',
  };
  it('paint the texts the pages show, in every language', () => {
    expect(pagePreviews.map((p) => p.path).sort()).toEqual(Object.keys(areaOf).sort());
    for (const preview of pagePreviews)
      for (const [locale, catalogue] of Object.entries(catalogues)) {
        const texts = catalogue.caretaker.dashboards[areaOf[preview.path]] as { title: string; help?: string };
        expect(preview.texts?.[locale]).toEqual({ title: texts.title, ...(texts.help ? { intro: texts.help } : {}) });
      }
  });
});

describe('the skeleton of a page with a preview', () => {
  it('paints its heading and paragraph once the user is known, in the stored language', async () => {
    window.history.replaceState(null, '', '/dashboard/monthly-summary/building-maintenance');
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    mockFetch({ 'GET /api/auth/me': { body: { data: ME } } });
    const { container } = render(<ShellSkeleton />);
    // not before: the heading of a page the user may not see is never painted
    expect(container.querySelector('h1')).toBeNull();
    prefetchIdentity();
    await act(() => identitySettled(1000));
    const texts = fr.caretaker.dashboards.monthly_summary;
    expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe(texts.title);
    expect(screen.getByText(texts.help)).toBeTruthy();
  });

  it('paints nothing of the page for a user without its permission', async () => {
    window.history.replaceState(null, '', '/dashboard/defect/building-maintenance');
    mockFetch({ 'GET /api/auth/me': { body: { data: { ...ME, permissions: ['user.view'] } } } });
    prefetchIdentity();
    await identitySettled(1000);
    const { container } = render(<ShellSkeleton />);
    expect(container.querySelector('.ct-skeleton-bar svg')).not.toBeNull();
    expect(container.querySelector('[data-testid=page-preview]')).toBeNull();
  });
});
