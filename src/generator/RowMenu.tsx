/**
 * A list row's menu from declared entries: links, calls, browser actions and the area's dialogs, each shown when the
 * record allows it — most entries read the `actions` the server sends with the row (the workflow table decides, the UI
 * only hides) —, a call asked first in the app's dialog when it says so, its success notified, the list refreshed when
 * it changes rows.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import {
  useDataProvider,
  useListContext,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CaretakerDataProvider } from '../dataProvider.js';
import { useApiError } from '../apiErrors.js';
import { ConfirmDialog } from '../components/ConfirmDialog.js';

type Row = { id: number; actions?: string[] };
/** Any list row: one not stored yet (a deliverable's month before it is first opened) has no id. */
type AnyRow = { id: number | null; actions?: string[] };

export interface RowMenuEntry<R extends AnyRow = Row> {
  /** i18n key of the button's text (or a function of the record for a text that changes with it). */
  label: string | ((record: R) => string);
  /** The button's accessible name when its text alone does not say which row (default: the text). */
  name?: (record: R, text: string) => string;
  /** Shown for this record only (default: always). */
  when?: (record: R) => boolean;
  /** A link to this address. */
  to?: (record: R) => string;
  /** A call through the data provider's `send`. */
  call?: (record: R) => { method?: 'GET' | 'POST' | 'DELETE'; path: string };
  /** Instead of a call, an action in the browser (e.g. opening a signed download); a failure is shown as a call's. */
  open?: (record: R) => Promise<unknown>;
  /**
   * The area's dialog for this record (a form, e.g. remarks for a rejection) instead of a call: `close(true)` after it
   * changed the row reads the list again, `close(false)` when it was cancelled. It may be a lazily loaded component
   * (`React.lazy`): its code is fetched when a row first opens it, the list staying on screen meanwhile.
   */
  dialog?: (record: R, close: (changed: boolean) => void) => ReactNode;
  /**
   * Asked first: the dialog's title and question (i18n keys, with the entry's `args`) and its confirm button's text
   * (`label`, default Confirm); `native`: asked by the browser's own confirm box.
   */
  confirm?: { title: string; content: string; native?: boolean; label?: string };
  /** i18n key of the success notification. */
  success?: string;
  /** The call (or dialog) changes the list's rows: read them again. */
  refresh?: boolean;
  color?: 'error';
  /** The label's and the question's translation arguments (`Edit %{name}`). */
  args?: (record: R) => Record<string, unknown>;
  /** Drawn as this icon, the label its name and tooltip. */
  icon?: ReactNode;
  /** Shown to holders of this permission only. */
  permission?: string;
}

/** An entry shown when the server's `actions` for the row name `action`. */
export const allows =
  (action: string) =>
  (record: Row): boolean =>
    !!record.actions?.includes(action);

export function RowMenu<R extends AnyRow>({ entries }: { entries: RowMenuEntry<R>[] }) {
  const record = useRecordContext<R>();
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useApiError();
  const dp = useDataProvider<CaretakerDataProvider>();
  const { refetch } = useListContext();
  const { permissions } = usePermissions<string[]>();
  const [asking, setAsking] = useState<RowMenuEntry<R> | null>(null);
  const [dialogOf, setDialogOf] = useState<RowMenuEntry<R> | null>(null);
  // The entry whose call is on its way: its button waits, so a second press does not send it twice.
  const [running, setRunning] = useState<RowMenuEntry<R> | null>(null);
  if (!record) return null;
  const held = (entry: RowMenuEntry<R>) =>
    !entry.permission || (Array.isArray(permissions) && permissions.includes(entry.permission));
  const run = async (entry: RowMenuEntry<R>) => {
    setAsking(null);
    setRunning(entry);
    try {
      if (entry.open) await entry.open(record);
      else await dp.send({ method: 'GET', ...entry.call!(record) });
      if (entry.success) notify(entry.success, { type: 'success' });
      if (entry.refresh) await refetch();
    } catch (e) {
      await failed(e);
    } finally {
      setRunning(null);
    }
  };
  const text = (entry: RowMenuEntry<R>) =>
    translate(typeof entry.label === 'function' ? entry.label(record) : entry.label, entry.args?.(record));
  const press = (entry: RowMenuEntry<R>) => {
    if (entry.dialog) setDialogOf(entry);
    else if (entry.confirm?.native) {
      if (window.confirm(translate(entry.confirm.content, entry.args?.(record)))) void run(entry);
    } else if (entry.confirm) setAsking(entry);
    else void run(entry);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {entries
        .filter((entry) => held(entry) && (!entry.when || entry.when(record)))
        .map((entry) =>
          entry.icon ? (
            <Tooltip key={text(entry)} title={text(entry)}>
              {entry.to ? (
                <IconButton
                  size="small"
                  color="primary"
                  aria-label={text(entry)}
                  component={RouterLink}
                  to={entry.to(record)}
                >
                  {entry.icon}
                </IconButton>
              ) : (
                <IconButton
                  size="small"
                  color={entry.color ?? 'primary'}
                  aria-label={text(entry)}
                  disabled={running === entry}
                  onClick={() => press(entry)}
                >
                  {entry.icon}
                </IconButton>
              )}
            </Tooltip>
          ) : entry.to ? (
            <Button
              key={text(entry)}
              size="small"
              component={RouterLink}
              to={entry.to(record)}
              aria-label={entry.name?.(record, text(entry))}
            >
              {text(entry)}
            </Button>
          ) : (
            <Button
              key={text(entry)}
              size="small"
              color={entry.color}
              aria-label={entry.name?.(record, text(entry))}
              disabled={running === entry}
              onClick={() => press(entry)}
            >
              {text(entry)}
            </Button>
          ),
        )}
      {asking?.confirm && (
        <ConfirmDialog
          open
          title={translate(asking.confirm.title, asking.args?.(record))}
          content={translate(asking.confirm.content, asking.args?.(record))}
          confirmLabel={asking.confirm.label}
          onClose={() => setAsking(null)}
          onConfirm={() => run(asking)}
        />
      )}
      {dialogOf?.dialog && (
        <Suspense fallback={null}>
          {dialogOf.dialog(record, (changed) => {
            setDialogOf(null);
            if (changed) void refetch();
          })}
        </Suspense>
      )}
    </Box>
  );
}
