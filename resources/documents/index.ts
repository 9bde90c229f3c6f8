/** Document repository (spec part 1 §2.4): hand-written list and one create/edit form with file uploads. */
import FolderIcon from '@mui/icons-material/Folder';
import type { ResourceProps } from 'react-admin';
import { DocumentCreate, DocumentEdit } from './DocumentForm.js';
import { DocumentList } from './DocumentList.js';
import { DOCUMENTS_ROUTE } from './constants.js';

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
