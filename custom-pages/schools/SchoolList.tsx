/**
 * /settings/schools (spec part 1 §2.8): the list generated from its schema (schemas/school.ts schoolListSchema:
 * columns name, zone, operations managers, managing agents; school search, and zone for administrators; the Create
 * button) with the row's actions: edit, edit OM, edit MA, file upload (tree-inspection photo), edit contract, delete.
 */
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { useRecordContext } from 'react-admin';
import { schoolListSchema } from '../../schemas/school.js';
import { RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList } from '../../src/generator/SchemaList.js';
import { namesOf } from '../organisation/SchoolListBase.js';

type SchoolRow = { id: number; name: string; oms?: unknown; mas?: unknown };

const ROUTE = schoolListSchema['x-area-list'].route;
const named = (r: SchoolRow) => ({ name: r.name });

const ROW_MENU = (
  [
    {
      label: 'caretaker.schools.actions.edit',
      permission: 'school.edit',
      icon: <EditIcon />,
      to: (r) => `${ROUTE}/${r.id}`,
    },
    { label: 'caretaker.schools.actions.edit_om', icon: <ManageAccountsIcon />, to: (r) => `${ROUTE}/om/${r.id}` },
    { label: 'caretaker.schools.actions.edit_ma', icon: <AssignmentIndIcon />, to: (r) => `${ROUTE}/ma/${r.id}` },
    {
      label: 'caretaker.schools.actions.file_upload',
      icon: <PhotoCameraIcon />,
      to: (r) => `${ROUTE}/file-upload/${r.id}`,
    },
    {
      label: 'caretaker.schools.actions.contract',
      permission: 'school-contract.view',
      icon: <RequestQuoteIcon />,
      to: (r) => `${ROUTE}/contract/${r.id}`,
    },
    {
      label: 'caretaker.schools.actions.delete',
      permission: 'school.delete',
      icon: <DeleteIcon />,
      call: (r) => ({ method: 'DELETE', path: `/school/${r.id}` }),
      confirm: { title: 'caretaker.generator.delete_title', content: 'caretaker.generator.delete_confirm' },
      success: 'caretaker.schools.deleted',
      refresh: true,
      color: 'error',
    },
  ] satisfies RowMenuEntry<SchoolRow>[]
).map((entry): RowMenuEntry<SchoolRow> => ({ ...entry, args: named }));

/** The names of the row's people (`oms` or `mas`), comma-separated. */
function People({ source }: { source: 'oms' | 'mas' }) {
  const record = useRecordContext<SchoolRow>();
  return <>{record ? namesOf(record[source]) : ''}</>;
}

export function SchoolList() {
  return (
    <SchemaList
      schema={schoolListSchema}
      cells={{ oms: <People source="oms" />, mas: <People source="mas" /> }}
      rowActions={<RowMenu<SchoolRow> entries={ROW_MENU} />}
    />
  );
}

export default SchoolList;
