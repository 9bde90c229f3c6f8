/**
 * /document-repository (spec part 1 §2.4): the list generated from its schema (schemas/document.ts documentListSchema:
 * columns, the name search applied as one types, the add button), each row's categories as chips and its number of
 * files, and the row's edit and delete ('Are you sure you want to delete this item?') for those who may.
 */
import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { documentListSchema } from '../../schemas/document.js';
import { RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList } from '../../src/generator/SchemaList.js';
import { DOCUMENTS_API } from './constants.js';

type DocumentRow = { id: number; name: string; category?: string[]; attachments?: unknown[] };

const LIST = documentListSchema['x-area-list'].route;

function Categories() {
  const translate = useTranslate();
  const record = useRecordContext<DocumentRow>();
  const list = Array.isArray(record?.category) ? record.category : [];
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {list.map((c) => (
        <Chip key={c} size="small" label={translate(`caretaker.documents.categories.${c}`, { _: c })} />
      ))}
    </Stack>
  );
}

function FileCount() {
  const record = useRecordContext<DocumentRow>();
  return <>{Array.isArray(record?.attachments) ? record.attachments.length : 0}</>;
}

/** The button names its row's document, so a screen reader tells the rows' buttons apart. */
const named = (r: DocumentRow, text: string) => `${text} ${r.name}`;
const ROW_MENU: RowMenuEntry<DocumentRow>[] = [
  { label: 'ra.action.edit', permission: 'document.edit', to: (r) => `${LIST}/${r.id}`, name: named },
  {
    label: 'ra.action.delete',
    permission: 'document.delete',
    call: (r) => ({ method: 'DELETE', path: `${DOCUMENTS_API}/${r.id}` }),
    confirm: { title: 'caretaker.generator.delete_title', content: 'caretaker.generator.delete_confirm' },
    success: 'resources.document-repository.notifications.deleted',
    refresh: true,
    color: 'error',
    name: named,
  },
];

export function DocumentList() {
  return (
    <SchemaList
      schema={documentListSchema}
      cells={{ category: <Categories />, attachments: <FileCount /> }}
      rowActions={<RowMenu<DocumentRow> entries={ROW_MENU} />}
    />
  );
}

export default DocumentList;
