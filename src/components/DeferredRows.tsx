/**
 * A list's rows rendered in the background: the data table below receives the list's rows through
 * `useDeferredValue`, so React renders them as a transition — in slices, the page answering between them — and not
 * in the one long task an answer from react-query otherwise starts (its updates render synchronously). On a slow
 * phone the quotation list's 25 rows were that page's longest task. Before the first rows are ready, `fallback`
 * shows them cheaply (a list's preview, src/layout/ListPreview.tsx); afterwards the rows on screen stay until their
 * successors are ready.
 */
import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult, type RaRecord } from 'react-admin';

// the whole list state is deferred, not only its rows: rows that lag behind a list that says it has loaded would
// read as an empty list for a moment
const NOT_YET = {} as ListControllerResult;

export function DeferredRows({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback?: (rows: RaRecord[]) => ReactNode;
}) {
  const list = useListContext();
  const deferred = useDeferredValue(list, NOT_YET);
  // the first rows have arrived but are not rendered yet: nothing to keep on screen meanwhile but the fallback (the
  // table's own loading state would leave its room empty, and the pagination below would jump when the rows come)
  const firstRowsPending = deferred === NOT_YET || (deferred.isPending && !list.isPending);
  if (firstRowsPending && list.data && fallback) return fallback(list.data);
  return <ListContextProvider value={deferred === NOT_YET ? list : deferred}>{children}</ListContextProvider>;
}
