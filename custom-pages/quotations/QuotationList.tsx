/**
 * Quotation list /works-order/quotation-list (spec part 2 §2): generated from its schema (schemas/quotation.ts
 * quotationListSchema: columns, filters reference number, school, quotation, WSO and pending-claim status, job, start
 * and end date with Search; a dashboard's link presets them — PENDING as both waiting states, a month as its dates, a
 * school by name, a zone as a chip —; an OM's school preselected; the create button for term contractors). Its first
 * rows are the entry's early preview (listPreview.ts); a row's reference opens in a new tab and its actions menu is the
 * record's own (QuotationActions: by role and the server's allowed actions, the dialogs loaded when one opens).
 */
import { Box, CircularProgress, Link as MuiLink } from '@mui/material';
import { useListContext, useRecordContext } from 'react-admin';
import { quotationListSchema } from '../../schemas/quotation.js';
import { SchemaList } from '../../src/generator/SchemaList.js';
import { useSchools } from './api.js';
import { QuotationActions } from './QuotationActions.js';
import { displayStatus, LIST_PATH, listPreview } from './listPreview.js';
import { StatusBadge } from './status.js';
import type { Quotation, SchoolOption } from './types.js';
import { useWorkflowUser, type QuotationUser } from './useWorkflowUser.js';

/** The reference (`#id` before it is given), opening the quotation in a new tab. */
function ReferenceLink() {
  const record = useRecordContext<Quotation>();
  if (!record) return null;
  return (
    <MuiLink href={`${LIST_PATH}/${record.id}`} target="_blank" rel="noopener" underline="hover">
      {record.reference_number ?? `#${record.id}`}
    </MuiLink>
  );
}

/** A pending quotation shows its current step (PENDING_TC, PENDING_MA). */
function StatusCell() {
  const record = useRecordContext<Quotation>();
  return record ? <StatusBadge status={displayStatus(record)} /> : null;
}

const CELLS = { reference_number: <ReferenceLink />, status: <StatusCell /> };

function RowActions({ user, schools }: { user: QuotationUser; schools: SchoolOption[] }) {
  const record = useRecordContext<Quotation>();
  const { refetch } = useListContext();
  if (!record) return null;
  return (
    <QuotationActions
      compact
      record={record}
      allowed={record.allowed_actions ?? []}
      user={user}
      schools={schools}
      onChanged={() => refetch()}
    />
  );
}

export function QuotationList() {
  const schools = useSchools();
  const { user } = useWorkflowUser();
  if (!user)
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress />
      </Box>
    );
  return (
    <SchemaList
      schema={quotationListSchema}
      cells={CELLS}
      preview={listPreview}
      rowActions={<RowActions user={user} schools={schools} />}
    />
  );
}

export default QuotationList;
