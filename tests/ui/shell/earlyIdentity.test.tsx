/**
 * The entry's early `/auth/me` and the skeleton it feeds: the authProvider adopts the answer instead of asking again,
 * a refused answer fails exactly as the authProvider's own request would, and the skeleton shows the user's welcome
 * on the home page, in the stored language and theme.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, fetchMe, forgetMe } from '../../../src/authProvider.js';
import { identitySettled, knownIdentity, prefetchIdentity } from '../../../src/earlyIdentity.js';
import { ShellSkeleton } from '../../../src/layout/ShellSkeleton.js';
import { PUBLIC_TEXTS } from '../../../src/pages/auth/i18n.js';
import { clearSession, saveSession } from '../../../src/session.js';
import { failNextFetch, ME, mockFetch } from './fetchMock.js';

let token = 0;
beforeEach(() => {
  forgetMe();
  // a new session each test: the early answer belongs to one token
  saveSession({ token: `early-${++token}`, uid: 1, loginId: 1 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const meCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/auth/me').length;

describe('early identity', () => {
  it('is asked once: the authProvider adopts the early answer', async () => {
    const { calls } = mockFetch({ 'GET /api/auth/me': { body: { data: ME } } });
    prefetchIdentity();
    await identitySettled(1000);
    expect(knownIdentity()?.full_name).toBe('Demo Admin');
    await expect(fetchMe()).resolves.toMatchObject({ id: ME.id, permissions: ME.permissions });
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ fullName: 'Demo Admin' });
    expect(meCalls(calls)).toBe(1);
  });

  it('turns a refused answer into the authProvider’s own error without asking again (a revoked session costs one 401)', async () => {
    const { calls } = mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Session expired' } } });
    prefetchIdentity();
    await identitySettled(1000);
    expect(knownIdentity()).toBeNull();
    await expect(fetchMe()).rejects.toMatchObject({ status: 401, message: 'Session expired' });
    expect(meCalls(calls)).toBe(1);
  });

  it('asks again when the early request never reached the server', async () => {
    const { calls } = mockFetch({ 'GET /api/auth/me': { body: { data: ME } } });
    failNextFetch();
    prefetchIdentity();
    await identitySettled(1000);
    await expect(fetchMe()).resolves.toMatchObject({ id: ME.id });
    expect(meCalls(calls)).toBe(1);
  });

  it('is not used for another session', async () => {
    const { calls } = mockFetch({ 'GET /api/auth/me': { body: { data: ME } } });
    prefetchIdentity();
    await identitySettled(1000);
    saveSession({ token: `other-${token}`, uid: 2, loginId: 2 });
    expect(knownIdentity()).toBeNull();
    await fetchMe();
    expect(meCalls(calls)).toBe(2);
  });

  it('waits no longer than it is told when the answer is slow', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    prefetchIdentity();
    const started = Date.now();
    await identitySettled(50);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('shell skeleton', () => {
  it('shows the welcome on the home page once the user is known, in the stored language and theme', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('de'));
    localStorage.setItem('theme', 'dark');
    mockFetch({ 'GET /api/auth/me': { body: { data: ME } } });
    const { container } = render(<ShellSkeleton />);
    expect(screen.queryByText(/Demo Admin/)).toBeNull();
    prefetchIdentity();
    await act(() => identitySettled(1000));
    const de = PUBLIC_TEXTS.de.shell;
    expect(screen.getByText(de.welcome.replace('%{name}', 'Demo Admin'))).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText(de.welcome_text)).toBeTruthy();
    expect(container.firstElementChild!.className).toContain('ct-skeleton-dark');
    // a placeholder for the eye only: the shell that replaces it is what assistive technology reads
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows only the frame elsewhere', async () => {
    window.history.replaceState(null, '', '/works-order/quotation-list');
    mockFetch({ 'GET /api/auth/me': { body: { data: ME } } });
    prefetchIdentity();
    await identitySettled(1000);
    const { container } = render(<ShellSkeleton />);
    expect(container.querySelector('.ct-skeleton-bar svg')).not.toBeNull();
    expect(screen.queryByText(/Demo Admin/)).toBeNull();
    expect(container.firstElementChild!.className).toContain('ct-skeleton-colored');
  });
});
