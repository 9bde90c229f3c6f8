/**
 * /tools/user-organization/manage-assignments/{school id} (spec part 1 §2.8, §4, §6; admins only:
 * school-assignment.view): the managing-agent assignments of a school — is_active saved at once
 * ('Successfully updated user school assignment'), start and end dates editable, updater, updated at,
 * delete ('Successfully deleted user school assignment', then reload) — and a 'Go back' button.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, Title, useDataProvider, useTranslate } from 'react-admin';
import { isIsoDate } from '../../domain/dates.js';
import { IsoDateField } from '../../src/components/date/index.js';
import { useNavigate, useParams } from 'react-router-dom';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import { formatDate, formatDateTime } from '../../src/format.js';
import { useAccess } from '../../src/access.js';
import { useAction } from '../../src/useAction.js';
import { HeadRow, IconAction, LabelledSwitch } from './parts.js';

export interface Assignment {
  id: number;
  managing_agent: { id: number; full_name: string };
  is_active: boolean;
  start_date: string | null;
  end_date: string | null;
  updater?: { full_name: string } | null;
  updated_at?: string | null;
}

/** A start or end date saved when the field is left (or a date is picked) and only when it changed. */
function AssignmentDate({
  initial,
  disabled,
  label,
  onCommit,
}: {
  initial: string;
  disabled: boolean;
  label: string;
  onCommit: (value: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  const commit = (v: string) => {
    if (v !== '' && !isIsoDate(v)) return;
    if ((v || null) !== (initial || null)) onCommit(v || null);
  };
  return (
    <IsoDateField
      size="small"
      value={value}
      disabled={disabled}
      onChange={setValue}
      onPick={commit}
      onBlur={() => commit(value)}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );
}

export function Assignments() {
  const { school: schoolId = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<CaretakerDataProvider>();
  const { can, ready } = useAccess();
  const allowed = can('school-assignment.view');
  const editable = can('school-assignment.edit');
  const removable = can('school-assignment.delete');
  const [toDelete, setToDelete] = useState<Assignment | null>(null);

  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useQuery({
    queryKey: ['school-assignments', schoolId],
    queryFn: async () =>
      (
        await dataProvider.send<{ data: Assignment[] }>({
          path: `/school-assignments/${encodeURIComponent(schoolId)}/get`,
        })
      ).data ?? [],
    enabled: !!schoolId && allowed,
  });

  type Patch = Partial<Pick<Assignment, 'is_active' | 'start_date' | 'end_date'>>;
  // The row shows what the server holds afterwards, whether the change was taken or refused.
  const patch = useAction<{ a: Assignment; change: Patch }, { message?: string }>(
    ({ a, change }) => ({ method: 'POST', path: `/school-assignments/${a.id}`, body: { _method: 'PATCH', ...change } }),
    { success: (json) => json?.message || translate('caretaker.assignments.updated'), onSettled: () => refetch() },
  );
  const remove = useAction<Assignment, { message?: string }>(
    (a) => ({ method: 'DELETE', path: `/school-assignments/${a.id}` }),
    {
      success: (json) => json?.message || translate('caretaker.assignments.deleted'),
      onSuccess: () => refetch(),
      onSettled: () => setToDelete(null),
    },
  );
  const busy = patch.isPending || remove.isPending;

  const title = translate('caretaker.assignments.title');
  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(`/tools/user-organization/${schoolId}`)}>
      {translate('caretaker.organisation.go_back')}
    </Button>
  );
  if (!ready) return <Loading />;
  if (!allowed) {
    return (
      <Box sx={{ pt: 2 }}>
        {back}
        <Typography sx={{ mt: 2 }}>
          {translate('app.errors.forbidden', {
            _: 'Page forbidden. We are sorry, but you do not have access to this page.',
          })}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ pt: 2, pb: 4 }}>
      <Title title={title} />
      <Box sx={{ mb: 2 }}>{back}</Box>
      <Card>
        <CardContent sx={{ overflowX: 'auto' }}>
          <Typography variant="h6" sx={{ mb: 1 }}>
            {title}
          </Typography>
          {isPending ? (
            <Loading />
          ) : error ? (
            <Typography color="error">{(error as Error).message}</Typography>
          ) : data.length === 0 ? (
            <Typography color="text.secondary">
              {translate('caretaker.generator.no_records', { _: 'No records found' })}
            </Typography>
          ) : (
            <Table size="small">
              <HeadRow
                labels={['managing_agent', 'is_active', 'start_date', 'end_date', 'updater', 'updated_at'].map(
                  (f) => `caretaker.assignments.${f}`,
                )}
                actions={removable}
              />
              <TableBody>
                {data.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>{a.managing_agent?.full_name}</TableCell>
                    <TableCell>
                      <LabelledSwitch
                        label={translate('caretaker.assignments.active_for', {
                          name: a.managing_agent?.full_name ?? '',
                        })}
                        checked={!!a.is_active}
                        disabled={!editable || busy}
                        onChange={(v) => patch.mutate({ a, change: { is_active: v } })}
                      />
                    </TableCell>
                    {(['start_date', 'end_date'] as const).map((field) => (
                      <TableCell key={field}>
                        <AssignmentDate
                          key={`${a.id}-${field}-${a[field] ?? ''}`}
                          initial={formatDate(a[field])}
                          disabled={!editable || busy}
                          label={translate(`caretaker.assignments.${field}_for`, {
                            name: a.managing_agent?.full_name ?? '',
                          })}
                          onCommit={(v) => patch.mutate({ a, change: { [field]: v } })}
                        />
                      </TableCell>
                    ))}
                    <TableCell>{a.updater?.full_name ?? ''}</TableCell>
                    <TableCell>{formatDateTime(a.updated_at)}</TableCell>
                    {removable && (
                      <TableCell align="right">
                        <IconAction
                          label={translate('caretaker.assignments.delete_for', {
                            name: a.managing_agent?.full_name ?? '',
                          })}
                          color="error"
                          onClick={() => setToDelete(a)}
                        />
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Confirm
        isOpen={!!toDelete}
        loading={busy}
        title="caretaker.generator.delete_title"
        content="caretaker.generator.delete_confirm"
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}
