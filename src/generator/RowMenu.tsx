/**
 * A list row's menu from declared entries: links and calls, each shown when the record allows it — most entries read
 * the `actions` the server sends with the row (the workflow table decides, the UI only hides) —, a call asked first in
 * the app's dialog when it says so, its success notified, the list refreshed when it changes rows.
 */
import { useState, type ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import { useDataProvider, useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CaretakerDataProvider } from '../dataProvider.js';
import { useApiError } from '../apiErrors.js';
import { ConfirmDialog } from '../components/ConfirmDialog.js';

type Row = { id: number; actions?: string[] };

export interface RowMenuEntry<R extends Row = Row> {
  /** i18n key of the button's text (or a function of the record for a text that changes with it). */
  label: string | ((record: R) => string);
  /** Shown for this record only (default: always). */
  when?: (record: R) => boolean;
  /** A link to this address. */
  to?: (record: R) => string;
  /**
   * Opens the area's dialog for the record; it calls `close(true)` when it changed the record (the list is read again),
   * `close(false)` when nothing changed.
   */
  dialog?: (record: R, close: (changed: boolean) => void) => ReactNode;
  /** A call through the data provider's `send`. */
  call?: (record: R) => { method?: 'GET' | 'POST' | 'DELETE'; path: string };
  /** Asked first: the dialog's title and question (i18n keys); `native`: asked by the browser's own confirm box. */
  confirm?: { title: string; content: string; native?: boolean };
  /** i18n key of the success notification. */
  success?: string;
  /** The call changes the list's rows: read them again. */
  refresh?: boolean;
  color?: 'error';
}

/** An entry shown when the server's `actions` for the row name `action`. */
export const allows =
  (action: string) =>
  (record: Row): boolean =>
    !!record.actions?.includes(action);

export function RowMenu<R extends Row>({ entries }: { entries: RowMenuEntry<R>[] }) {
  const record = useRecordContext<R>();
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useApiError();
  const dp = useDataProvider<CaretakerDataProvider>();
  const { refetch } = useListContext();
  const [asking, setAsking] = useState<RowMenuEntry<R> | null>(null);
  const [open, setOpen] = useState<RowMenuEntry<R> | null>(null);
  if (!record) return null;
  const run = async (entry: RowMenuEntry<R>) => {
    setAsking(null);
    try {
      await dp.send({ method: 'GET', ...entry.call!(record) });
      if (entry.success) notify(entry.success, { type: 'success' });
      if (entry.refresh) await refetch();
    } catch (e) {
      await failed(e);
    }
  };
  const text = (entry: RowMenuEntry<R>) =>
    translate(typeof entry.label === 'function' ? entry.label(record) : entry.label);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {entries
        .filter((entry) => !entry.when || entry.when(record))
        .map((entry) =>
          entry.to ? (
            <Button key={text(entry)} size="small" component={RouterLink} to={entry.to(record)}>
              {text(entry)}
            </Button>
          ) : (
            <Button
              key={text(entry)}
              size="small"
              color={entry.color}
              onClick={() => {
                if (entry.dialog) setOpen(entry);
                else if (entry.confirm?.native) {
                  if (window.confirm(translate(entry.confirm.content))) void run(entry);
                } else if (entry.confirm) setAsking(entry);
                else void run(entry);
              }}
            >
              {text(entry)}
            </Button>
          ),
        )}
      {open?.dialog?.(record, (changed) => {
        setOpen(null);
        if (changed) void refetch();
      })}
      {asking?.confirm && (
        <ConfirmDialog
          open
          title={asking.confirm.title}
          content={asking.confirm.content}
          onClose={() => setAsking(null)}
          onConfirm={() => run(asking)}
        />
      )}
    </Box>
  );
}
