/** The public configuration in the shell, cached by react-query (appConfigData.ts has the shape and the request). */
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CONFIG, fetchAppConfig, type AppConfig } from './appConfigData.js';

export function useAppConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: ['caretaker', 'config'],
    queryFn: fetchAppConfig,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  return data ?? DEFAULT_CONFIG;
}

/** The installation's time zone: screens compute "today" and "this month" in it (domain/calendar.ts). */
export function useTimeZone(): string {
  return useAppConfig().time_zone;
}
