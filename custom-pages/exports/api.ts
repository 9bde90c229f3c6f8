/** Types and calls of the Excel export screens (spec part 2 §2, §7 "Excel export tasks"). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ExportTask } from '../../domain/exports.js';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';

export const LIST_PATH = '/excel-export';

export type { ExportTask };

export interface SchoolOption {
  id: number;
  name: string;
}

export const useProvider = () => useDataProvider<CaretakerDataProvider>();

export function useSchools(): SchoolOption[] {
  const dp = useProvider();
  const { data } = useQuery({
    queryKey: ['caretaker.exports.schools'],
    queryFn: async () => (await dp.send<{ data: SchoolOption[] }>({ path: '/school', query: { all: 1 } })).data,
    staleTime: 10 * 60 * 1000,
  });
  return data ?? [];
}

export { errorMessage, fieldErrors } from '../../src/apiErrors.js';
