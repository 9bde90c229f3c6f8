/** The to-do feeds (spec part 3 §7 "To-do") read through the data provider; live: a notification refetches them. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { TODO_FEEDS, type TodoTab } from '../../domain/todo.js';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import { LIVE_QUERY } from '../../src/queryClient.js';

export type TodoRow = Record<string, unknown> & { id: number };
export interface TodoFeed {
  rows: TodoRow[];
  total: number;
}

const REFRESH_MS = 60_000;

async function readFeed(dp: CaretakerDataProvider, tab: TodoTab, page: number, perPage: number): Promise<TodoFeed> {
  const answer = await dp.send<{ data: TodoRow[]; meta?: { total: number } }>({
    path: TODO_FEEDS[tab],
    query: tab === 'inspections' ? { page, per_page: perPage } : undefined,
  });
  return { rows: answer.data, total: answer.meta?.total ?? answer.data.length };
}

/** One tab's rows: the inspections one page at a time, the others whole (§2: unpaginated). */
export function useTodoFeed(tab: TodoTab, page: number, perPage: number) {
  const dp = useDataProvider<CaretakerDataProvider>();
  return useQuery({
    queryKey: [LIVE_QUERY, 'todo', tab, tab === 'inspections' ? { page, perPage } : null],
    queryFn: () => readFeed(dp, tab, page, perPage),
    refetchInterval: REFRESH_MS,
  });
}

/**
 * The badge of each tab the user has (the home page's cards too): one answer for all tabs (`GET /todo/counts`, counted
 * by the feeds' own queries on the server).
 */
export function useTodoCounts(tabs: readonly TodoTab[]): Partial<Record<TodoTab, number>> {
  const dp = useDataProvider<CaretakerDataProvider>();
  const { data } = useQuery({
    queryKey: [LIVE_QUERY, 'todo', 'counts'],
    queryFn: async () => (await dp.send<{ data: Partial<Record<TodoTab, number>> }>({ path: '/todo/counts' })).data,
    refetchInterval: REFRESH_MS,
    enabled: tabs.length > 0,
  });
  return data ?? {};
}
