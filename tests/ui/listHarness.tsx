/**
 * Harness for the lists generated from an area's schema (src/generator/SchemaList.tsx): the page in react-admin with
 * the in-memory data provider, English messages, a signed-in role with its permissions and the notifications; the
 * browser's other requests answered by `answer`; a phone's screen on demand.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AdminContext, memoryStore, Notification, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { createQueryClient } from '../../src/queryClient.js';
import { memoryDataProvider, type Calls } from './resources/harness.js';
import { i18nProvider } from './quotations/harness.js';

export const signedIn = (slug: string, permissions: string[], school_id: number | null = null): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
  getIdentity: async () => ({ id: 9, full_name: 'Someone', role: { slug }, school_id }),
});

export function renderAreaList(
  page: ReactNode,
  { rows, who, at = '/' }: { rows: Record<string, Record<string, unknown>[]>; who: AuthProvider; at?: string },
): Calls {
  const calls: Calls = { getList: [], create: [], update: [] };
  render(
    <TestMemoryRouter initialEntries={[at]}>
      <AdminContext
        dataProvider={memoryDataProvider(rows, calls)}
        i18nProvider={i18nProvider}
        authProvider={who}
        queryClient={createQueryClient()}
        store={memoryStore()}
      >
        {page}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return calls;
}

export interface SentRequest {
  url: string;
  method: string;
  body?: string;
}

/** Stubs `fetch`: each request is recorded and answered 200 with `answer(url)`'s JSON. */
export function answerRequests(answer: (url: string) => unknown): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url: String(url), method: init?.method ?? 'GET', body: init?.body as string | undefined });
      return new Response(JSON.stringify(answer(String(url))), { status: 200 });
    }),
  );
  return sent;
}

/** A screen narrower than 768 px: every `max-width` media query matches. */
export function stubPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}
