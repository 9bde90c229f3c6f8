/** Public configuration from `GET /api/config` (company name, support mailbox, app name, locales). */
import { useQuery } from '@tanstack/react-query';
import { api } from './http.js';

export interface AppConfig {
  company_name: string;
  support_email: string;
  app_name: string;
  locales: string[];
}

export const DEFAULT_CONFIG: AppConfig = {
  company_name: 'Caretaker',
  support_email: '',
  app_name: 'Caretaker',
  locales: ['en', 'fr', 'de', 'nl'],
};

export async function fetchAppConfig(): Promise<AppConfig> {
  const json = await api<{ data: Partial<AppConfig> }>('/config', { auth: false });
  return { ...DEFAULT_CONFIG, ...(json?.data ?? {}) } as AppConfig;
}

export function useAppConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: ['caretaker', 'config'],
    queryFn: fetchAppConfig,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  return data ?? DEFAULT_CONFIG;
}
