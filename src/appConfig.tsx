/** Public configuration from `GET /api/config` (company name, support mailbox, app name, locales). */
import { useQuery } from '@tanstack/react-query';
import { api } from './http.js';

export interface AppConfig {
  company_name: string;
  support_email: string;
  app_name: string;
  locales: string[];
}

export const DEFAULT_CONFIG: AppConfig = { company_name: 'Caretaker', support_email: '', app_name: 'Caretaker', locales: ['en', 'fr', 'de', 'nl'] };

export function useAppConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: ['caretaker', 'config'],
    queryFn: async () => {
      const json = await api<{ data: Partial<AppConfig> }>('/config', { auth: false });
      return { ...DEFAULT_CONFIG, ...(json?.data ?? {}) } as AppConfig;
    },
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  return data ?? DEFAULT_CONFIG;
}
