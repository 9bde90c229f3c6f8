/** The quotation form's save buttons (submit, draft, preview, cancel) and the header values' bridge to the page. */
import type { FieldValues } from 'react-hook-form';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { QuotationAction } from '../../domain/quotationWorkflow.js';
import { LIST_PATH } from './api.js';
import { clearDraft } from './draftStore.js';
import type { Quotation } from './types.js';

/** Lets the page read the header values outside the form (for the local working copy). */
export function HeaderRef({ headerRef }: { headerRef: React.MutableRefObject<() => Record<string, unknown>> }) {
  const { getValues } = useFormContext();
  headerRef.current = () => getValues();
  return null;
}

export function FormButtons({
  action,
  allowed,
  editable,
  busy,
  record,
  onSave,
}: {
  action: string;
  allowed: string[];
  editable: boolean;
  busy: boolean;
  record?: Quotation;
  onSave: (
    values: FieldValues,
    status: 'PENDING' | 'DRAFT',
  ) => Promise<Record<string, string> | undefined | void> | unknown;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { handleSubmit, setError, getValues } = useFormContext();
  const can = (a: QuotationAction) => editable && allowed.includes(a);
  const run = (status: 'PENDING' | 'DRAFT') =>
    handleSubmit(async (v) => {
      const errors = (await onSave(v, status)) as Record<string, string> | undefined;
      for (const [field, message] of Object.entries(errors ?? {})) {
        if (getValues(field) !== undefined) setError(field, { type: 'server', message });
      }
    });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {can('submit') && (
        <Button variant="contained" disabled={busy} onClick={run('PENDING')}>
          {translate('caretaker.quotations.actions.submit')}
        </Button>
      )}
      {can('draft') && (
        <Button variant="outlined" disabled={busy} onClick={run('DRAFT')}>
          {translate('caretaker.quotations.actions.draft')}
        </Button>
      )}
      {record && (
        <Button variant="outlined" onClick={() => navigate(`${LIST_PATH}/${record.id}/preview`)}>
          {translate('caretaker.quotations.actions.preview')}
        </Button>
      )}
      <Button
        variant="text"
        onClick={() => {
          // leaving without saving drops the local working copy
          if (editable) clearDraft(action);
          navigate(LIST_PATH);
        }}
      >
        {translate('ra.action.cancel')}
      </Button>
    </Box>
  );
}
