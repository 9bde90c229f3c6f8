/**
 * A tree inspection in the browser: the evidence page at the spec's two addresses (create-evidence lets the preparer
 * record the defect, remarks and photos; view-evidence shows them read-only, whoever opens it), and the form's
 * inspection date, never saved while it does not exist.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../custom-pages/trees/routes.js';
import { stubCanvas } from '../quotations/harness.js';
import { offlineEvents, SYNCED } from '../../../src/offline/sync.js';
import { mockFetch } from '../shell/fetchMock.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';

const ARBORIST: TestIdentity = { id: 5, full_name: 'Ari Borist', role: { slug: 'ARBORIST-SOUTH' }, school_id: null };
const photo = { id: 31, name: 'trunk.png', mime: 'image/png', url: '/api/files/31', size: 10 };

function treeRecord(actions: string[]) {
  return {
    id: 8,
    name: 'Tree inspection',
    status: 'DRAFT',
    school: { id: 2, name: 'Bedok Green', slug: 'bedok-green', zone: 'SOUTH' },
    location: null,
    inspection_category: 'TREE-INSPECTION',
    tree_inspected_at: null,
    tree_checklist_items: [{ id: 3, sequence: 1, fields: [], defect: true, remarks: 'Cavity at the base' }],
    attachments: { s3: { before_photos: [photo], after_photos: [], inspect_photo: [] } },
    signatories: { url: null, name: null, signature_details: null },
    // the preparer may still record evidence on this draft
    actions,
    version: 1,
  };
}

function serve(actions = ['evidence']) {
  return mockFetch({ 'GET /api/tree-inspection/8': { body: { data: treeRecord(actions) } } });
}

const openAt = (address: string) => {
  const route = routes.find((r) => r.path.endsWith(address.slice(address.lastIndexOf('/'))))!;
  render(
    <ScreenHarness path={route.path} at={`/inspection-checklist/tree-inspections/8/3${address}`} identity={ARBORIST}>
      {route.element}
    </ScreenHarness>,
  );
};

beforeEach(() => stubCanvas());
afterEach(() => vi.unstubAllGlobals());

describe('tree evidence addresses', () => {
  it('records evidence at create-evidence', async () => {
    serve();
    openAt('/create-evidence');
    expect(await screen.findByRole('button', { name: 'Save evidence' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Remarks' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeEnabled();
  });

  it('shows the evidence read-only at view-evidence, even to the preparer', async () => {
    serve();
    openAt('/view-evidence');
    expect(await screen.findByRole('textbox', { name: 'Remarks' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveValue('Cavity at the base');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByText('trunk.png')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save evidence' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add photos|Delete/ })).toBeNull();
  });

  it('says the record is not kept when it is opened without signal and the device has no copy', async () => {
    serve();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      openAt('/create-evidence');
      expect(
        await screen.findByText(/There is no connection and this record is not kept on this device/),
      ).toBeVisible();
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('tree evidence read again while the remarks are typed', () => {
  it('keeps what is typed when a sync brings the inspection again, and follows it in what was not changed', async () => {
    let version = 1;
    const { calls } = mockFetch({
      'GET /api/tree-inspection/8': () => {
        const data = treeRecord(['evidence']);
        // the second read: one version on, the tree's defect answered No elsewhere
        return {
          body: {
            data:
              version++ === 1
                ? data
                : {
                    ...data,
                    version: 2,
                    tree_checklist_items: [{ ...data.tree_checklist_items[0], defect: false }],
                  },
          },
        };
      },
    });
    openAt('/create-evidence');
    const user = userEvent.setup({ delay: null });
    const remarks = await screen.findByRole('textbox', { name: 'Remarks' });
    await user.clear(remarks);
    await user.type(remarks, 'Split trunk');
    const reads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/tree-inspection/8').length;
    const before = reads();
    offlineEvents.dispatchEvent(new CustomEvent(SYNCED, { detail: 'tree-inspection:8' }));
    await waitFor(() => expect(reads()).toBe(before + 1));
    // the answer is in and the page has rendered it
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveValue('Split trunk');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });
});

describe('tree inspection form', () => {
  it('does not save a draft while the inspection date does not exist', async () => {
    const { calls } = serve(['save', 'submit', 'evidence']);
    const saves = () =>
      calls.filter((c) => c.method === 'POST' && c.path === '/api/tree-inspection/update-tree-inspection/8');
    const route = routes.find((r) => r.path.endsWith('/:id'))!;
    render(
      <ScreenHarness path={route.path} at="/inspection-checklist/tree-inspections/8" identity={ARBORIST}>
        {route.element}
      </ScreenHarness>,
    );
    const user = userEvent.setup({ delay: null });
    const date = await screen.findByRole('textbox', { name: /^Inspection date/ });
    await user.type(date, '2026-02-30');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(saves()).toHaveLength(0);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Inspection date must be a date (yyyy-MM-dd).')).toBeInTheDocument();

    await user.clear(date);
    await user.type(date, '2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    // sent once as exact bytes (src/offline/onlineOnce.ts): the multipart body read back as the server reads it
    const sent = saves()[0];
    const form = await new Response(await (sent.body as Blob).text(), {
      headers: { 'content-type': sent.headers.get('content-type')! },
    }).formData();
    expect(form.get('tree_inspected_at')).toBe('2026-02-28');
  });

  it('adds a tree (the inspection read again) and deletes one only once confirmed, saying why when refused', async () => {
    const trees = [
      { id: 3, sequence: 1, fields: [], defect: false, remarks: null },
      { id: 4, sequence: 2, fields: [], defect: false, remarks: null },
    ];
    const record = () => ({
      ...treeRecord(['save', 'submit', 'evidence']),
      tree_checklist_items: [...trees],
      attachments: {},
    });
    const { calls } = mockFetch({
      'GET /api/tree-inspection/8': () => ({ body: { data: record() } }),
      'POST /api/tree-inspection/add-tree-inspection-subitem': () => {
        trees.push({ id: 5, sequence: 3, fields: [], defect: false, remarks: null });
        return { body: { message: 'Added' } };
      },
      'POST /api/tree-inspection/delete-tree-inspection-subitem': () => ({
        status: 409,
        body: { message: 'This inspection was submitted meanwhile.' },
      }),
    });
    const route = routes.find((r) => r.path.endsWith('/:id'))!;
    render(
      <ScreenHarness path={route.path} at="/inspection-checklist/tree-inspections/8" identity={ARBORIST}>
        {route.element}
      </ScreenHarness>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add tree' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Delete tree/ })).toHaveLength(3));
    expect(calls.find((c) => c.path.endsWith('add-tree-inspection-subitem'))?.body).toEqual({ inspection_id: 8 });

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const deletes = () => calls.filter((c) => c.path.endsWith('delete-tree-inspection-subitem'));
    await user.click(screen.getAllByRole('button', { name: /^Delete tree/ })[0]);
    expect(deletes()).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: /^Delete tree/ })[0]);
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(deletes()[0].body).toEqual({ inspection_id: 8, tree_inspection_item_id: 3 });
    expect(confirm).toHaveBeenCalledTimes(2);
    // the refusal is said, and the trees stay as they were
    expect(await screen.findByText('This inspection was submitted meanwhile.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Delete tree/ })).toHaveLength(3);
  });
});
