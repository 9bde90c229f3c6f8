/**
 * A category's monthly deliverables (spec part 3 §2): the list generated from its schema (schemas/deliverable.ts:
 * columns month, zone and status, filters year, month and zone), starting on this year. One row per zone and month, the
 * stored deliverable or PENDING (without id) until first opened; the row's one entry is the server's `action` (edit,
 * sign, view, from the workflow table), which opens the deliverable, creating it on first open.
 */
import { useMemo } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { yearOf } from '../../domain/calendar.js';
import type { DeliverableCategory } from '../../domain/deliverables.js';
import { DELIVERABLE_LISTS } from '../../schemas/deliverable.js';
import { useTimeZone } from '../../src/appConfig.js';
import { RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList, StatusChip as SchemaStatusChip } from '../../src/generator/SchemaList.js';
import { useProvider, type DeliverableRow } from './api.js';

export function StatusChip({ status }: { status: string }) {
  return <SchemaStatusChip status={status} prefix="caretaker.deliverables.status." />;
}

/** The month column: the month's name in the interface language and its year ('March 2025'). */
function MonthCell() {
  const translate = useTranslate();
  const r = useRecordContext<DeliverableRow>();
  if (!r) return null;
  return <>{`${translate(`caretaker.deliverables.months.${r.month}`, { _: r.month_name })} ${r.year}`}</>;
}

const CELLS = { month: <MonthCell /> };

export function DeliverableList({ category }: { category: DeliverableCategory }) {
  const navigate = useNavigate();
  const dp = useProvider();
  const timeZone = useTimeZone();
  const schema = DELIVERABLE_LISTS[category];
  const start = useMemo(() => ({ year: String(yearOf(new Date(), timeZone)) }), [timeZone]);
  const entries = useMemo<RowMenuEntry<DeliverableRow>[]>(
    () => [
      {
        label: (r) => `caretaker.deliverables.actions.${r.action}`,
        name: (r, text) => `${text} ${r.month_name} ${r.year} ${r.zone_name}`,
        // a month not opened yet has no record: opening it creates it (one per category, zone and month)
        open: async (r) => {
          const id =
            r.id ??
            (
              await dp.send<{ data: { id: number } }>({
                method: 'POST',
                path: '/deliverable/open',
                body: { category, zone: r.zone, year: r.year, month: r.month },
              })
            ).data.id;
          navigate(`${schema['x-area-list'].route}/${id}`, { state: { mode: r.action === 'view' ? 'view' : 'sign' } });
        },
      },
    ],
    [category, dp, navigate, schema],
  );
  return (
    <SchemaList
      key={category}
      schema={schema}
      defaultFilter={start}
      cells={CELLS}
      rowActions={<RowMenu<DeliverableRow> entries={entries} />}
    />
  );
}

export default DeliverableList;
