/** Types and queries of the tree screens; every call goes through the data provider's `send`. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { TreeField } from '../../domain/treeFields.js';
import type { Attachment } from '../../src/components/attachments/index.js';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import type { ActionRequest } from '../../src/useAction.js';
import { shouldRetry, statusOf } from '../../src/queryClient.js';
import type { KeptTreeInspection } from './offlineRecord.js';

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

/**
 * A tree inspection: from the server, with the changes still waiting on the device laid over it; without a connection,
 * as the device keeps it (offlineRecord.ts), marked `offline`. Asked even while the browser says it is offline
 * (networkMode 'always'): react-query would otherwise pause it, and the page would wait for a network that is not there.
 */
export function useTreeInspection(id: string | undefined) {
  const dp = useProvider();
  return useQuery({
    queryKey: ['caretaker.tree-inspection', id],
    queryFn: async (): Promise<KeptTreeInspection> => {
      const { readTreeInspection } = await import('./offlineRead.js');
      return readTreeInspection(
        id!,
        async () => (await dp.send<{ data: TreeInspection }>({ path: `/tree-inspection/${id}` })).data,
      );
    },
    enabled: !!id,
    networkMode: 'always',
    retry: (count, error) => statusOf(error) !== 0 && shouldRetry(count, error),
  });
}

export { errorMessage, fieldErrors } from '../../src/apiErrors.js';

/** The save of a tree inspection (its trees' fields, or one tree's evidence), sent as multipart. */
export const treeInspectionUpdate = ({ id, form }: { id: number; form: FormData }): ActionRequest => ({
  method: 'POST',
  path: `/tree-inspection/update-tree-inspection/${id}`,
  body: form,
});
