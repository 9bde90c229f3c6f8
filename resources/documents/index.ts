/** Document repository (spec part 1 §2.4): the area's screens (custom-pages/documents) — its list and one create/edit form with file uploads. */
import FolderIcon from '@mui/icons-material/Folder';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../src/lazyScreen.js';

const form = () => import('../../custom-pages/documents/DocumentForm.js');
const DocumentCreate = lazyScreen(form, (m) => m.DocumentCreate);
const DocumentEdit = lazyScreen(form, (m) => m.DocumentEdit);
const DocumentList = lazyScreen(
  () => import('../../custom-pages/documents/DocumentList.js'),
  (m) => m.DocumentList,
);
import { DOCUMENTS_ROUTE } from '../../custom-pages/documents/constants.js';

export const documents: ResourceProps = {
  name: DOCUMENTS_ROUTE,
  list: DocumentList,
  create: DocumentCreate,
  edit: DocumentEdit,
  icon: FolderIcon,
  recordRepresentation: 'name',
  options: { label: 'caretaker.documents.list_title' },
};
export default documents;
