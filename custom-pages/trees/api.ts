/** Types and queries of the tree screens; every call goes through the data provider's `send`. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { TreeField } from '../../domain/treeFields.js';
import type { Attachment } from '../../src/components/attachments/index.js';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import type { ActionRequest } from '../../src/useAction.js';

export const LIST_PATH = '/inspection-checklist/tree-inspections';
export const TEMPLATES_PATH = '/checklist/tree-checklists';

export interface TreeItem {
  id: number;
  sequence: number;
  fields: TreeField[];
  defect: boolean;
  remarks: string | null;
}

export interface TreePhotos {
  before_photos: Attachment[];
  after_photos: Attachment[];
  inspect_photo: Attachment[];
}

export interface TreeInspection {
  id: number;
  name: string;
  status: 'DRAFT' | 'SUBMITTED';
  school: { id: number; name: string; slug: string; zone: string };
  location: string | null;
  inspection_category: string;
  tree_inspected_at: string | null;
  tree_checklist_items: TreeItem[];
  attachments: Record<string, TreePhotos>;
  signatories: { url: string | null; name: string | null; signature_details: string | null };
  actions: string[];
  version: number;
}

export interface TreeInspectionRow {
  id: number;
  name: string;
  status: string;
  inspection_category: string;
  tree_inspected_at: string | null;
  school: { id: number; name: string };
  actions: string[];
}

export const useProvider = () => useDataProvider<CaretakerDataProvider>();

export function useTreeInspection(id: string | undefined) {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.tree-inspection', id],
    queryFn: async () => (await dp.send<{ data: TreeInspection }>({ path: `/tree-inspection/${id}` })).data,
    enabled: !!id,
  });
}

export { errorMessage, fieldErrors } from '../../src/apiErrors.js';

/** The save of a tree inspection (its trees' fields, or one tree's evidence), sent as multipart. */
export const treeInspectionUpdate = ({ id, form }: { id: number; form: FormData }): ActionRequest => ({
  method: 'POST',
  path: `/tree-inspection/update-tree-inspection/${id}`,
  body: form,
});
