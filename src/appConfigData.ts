/**
 * Public configuration from `GET /api/config` (company name, support mailbox, app name, locales): the shape, the
 * defaults and the request. Apart from the shell's hook (appConfig.tsx) so that the entry, which paints the public
 * pages and the skeleton with them, does not carry react-query.
 */
import { DEFAULT_TIME_ZONE } from '../domain/calendar.js';
import { api } from './http.js';

export interface AppConfig {
  company_name: string;
  support_email: string;
  app_name: string;
  locales: string[];
  /** APP_TIME_ZONE: the zone of "today" and "this month" on every screen (domain/calendar.ts). */
  time_zone: string;
  /** The organisations one may sign in through (docs/single-sign-on.md). */
  sso_providers: { id: string; name: string }[];
}

export const DEFAULT_CONFIG: AppConfig = {
  company_name: 'Caretaker',
  support_email: '',
  app_name: 'Caretaker',
  locales: ['en', 'fr', 'de', 'nl'],
  time_zone: DEFAULT_TIME_ZONE,
  sso_providers: [],
};

export async function fetchAppConfig(): Promise<AppConfig> {
  const json = await api<{ data: Partial<AppConfig> }>('/config', { auth: false });
  return { ...DEFAULT_CONFIG, ...(json?.data ?? {}) } as AppConfig;
}
