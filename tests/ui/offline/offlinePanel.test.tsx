/**
 * The offline panel the field areas share (src/components/offline: OfflineBanner, OfflineProblemsDialog) as the
 * checklist and the work service order show it, on a real IndexedDB implementation (fake-indexeddb) and real Web
 * Crypto: what waits and the step it holds, the writes to check with the area's words, the checklist's choice of
 * theirs or mine for a whole write, the order's choice per value, and a refused write dismissed with its photo.
 */
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import type { ReactNode } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { OfflinePanel as ChecklistPanel } from '../../../custom-pages/inspections/OfflinePanel.js';
import type { Inspection } from '../../../custom-pages/inspections/api.js';
import { OfflinePanel as WsoPanel } from '../../../custom-pages/wso/OfflinePanel.js';
import type { Wso } from '../../../custom-pages/wso/api.js';
import { fetchKey } from '../../../src/offline/keyring.js';
import { enqueue, readWrites, updateWrite, type StoredWrite } from '../../../src/offline/outbox.js';
import { offlineDb } from '../../../src/offline/store.js';
import { getFile, putFile, putRecord } from '../../../src/offline/vault.js';
import { createQueryClient } from '../../../src/queryClient.js';
import { clearSession, saveSession } from '../../../src/session.js';
import { memoryDataProvider } from '../resources/harness.js';
import { i18nProvider } from '../quotations/harness.js';

const KEY = Buffer.alloc(32, 9).toString('base64url');

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { key: KEY, user_id: 7 } })),
  );
  await Promise.all(offlineDb.tables.map((t) => t.clear()));
  saveSession({ token: 't7', uid: 7, loginId: 'l' });
  await fetchKey();
});
afterAll(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function renderIn(ui: ReactNode) {
  render(
    <AdminContext dataProvider={memoryDataProvider({})} i18nProvider={i18nProvider} queryClient={createQueryClient()}>
      {ui}
    </AdminContext>,
  );
  return userEvent.setup();
}

/** Queues a write of `scope` and puts it in `state` with its problem, as a sync would have. */
async function queued(
  scope: string,
  kind: string,
  payload: object,
  state: StoredWrite['state'] = 'waiting',
  problem?: StoredWrite['problem'],
  files?: string[],
): Promise<void> {
  expect(await enqueue({ kind, scope, payload, ...(files ? { files } : {}) })).toBe(true);
  if (state === 'waiting') return;
  const w = (await readWrites({ scope })).at(-1)!;
  await updateWrite({ ...w, state, problem });
}

const inspection = {
  id: 12,
  actions: ['save'],
  checklist_items: [
    {
      id: 1,
      element: 'Roof',
      checklist_sub_items: [
        { id: 31, header: false, serial_no: '1.1', element: 'Gutters', status: null, remarks: null },
      ],
    },
  ],
} as unknown as Inspection;

describe('the checklist offline panel', () => {
  it('counts the waiting writes with the step they hold, and offers the writes to check', async () => {
    await queued('inspection:12', 'inspection.item', { inspectionId: 12, subItemId: 31, change: { status: 'yes' } });
    await queued('inspection:12', 'inspection.step', { inspectionId: 12, status: 'SUBMITTED' });
    await queued(
      'inspection:12',
      'inspection.item',
      { inspectionId: 12, subItemId: 31, change: { remarks: 'Mine' } },
      'conflict',
      {
        conflicts: [{ field: 'remarks', base: null, mine: 'Mine', theirs: 'Theirs' }],
      },
    );
    await queued(
      'inspection:12',
      'inspection.details',
      { inspectionId: 12, change: { check_out: '10:00' } },
      'refused',
      { message: 'The inspection was acknowledged.' },
    );
    await putRecord('inspection', 12, inspection);
    const user = renderIn(<ChecklistPanel inspection={inspection} />);

    expect(await screen.findByTestId('offline-waiting')).toHaveTextContent(
      '2 changes waiting to be sent · Submit waiting to be sent',
    );
    expect(await screen.findByRole('button', { name: 'Available offline' })).toBeDisabled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('2 changes could not be sent as they were');
    await user.click(within(alert).getByRole('button', { name: 'Review' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changes to check' });
    const section = within(dialog).getByRole('region', { name: '1.1 Gutters' });
    expect(
      within(section)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Remarks', 'Theirs', 'Mine']);
    expect(dialog).toHaveTextContent('Not sent: Inspection date and check-out. The inspection was acknowledged.');
    expect(dialog).toHaveTextContent('Kept on this device: Check-out: 10:00');

    // mine: the whole write goes again, on the current version
    await user.click(within(section).getByRole('button', { name: 'Use mine' }));
    await waitFor(async () =>
      expect(
        (await readWrites({ scope: 'inspection:12' })).map((w) => [w.state, (w.payload as { force?: boolean }).force]),
      ).toEqual([
        ['waiting', undefined],
        ['waiting', undefined],
        ['waiting', true],
        ['refused', undefined],
      ]),
    );
  });

  it('drops a conflicting write when the user keeps theirs, and a refused one with its photo when dismissed', async () => {
    const photo = (await putFile(new NodeBlob(['jpeg'], { type: 'image/jpeg' }) as Blob))!;
    await queued(
      'inspection:12',
      'inspection.item',
      { inspectionId: 12, subItemId: 31, change: { status: 'no' } },
      'conflict',
      {
        conflicts: [{ field: 'status', base: null, mine: 'no', theirs: 'n/a' }],
      },
    );
    await queued('inspection:12', 'inspection.photos', { inspectionId: 12 }, 'refused', { message: 'Gone.' }, [photo]);
    const user = renderIn(<ChecklistPanel inspection={inspection} />);
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes to check' });
    // the area's words for a value: the checklist's answers
    expect(
      within(dialog)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Checked', 'N/A', 'No']);

    await user.click(within(dialog).getByRole('button', { name: 'Keep theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(async () => expect(await readWrites({ scope: 'inspection:12' })).toEqual([]));
    expect(await getFile(photo)).toBeNull();
  });
});

describe('the work service order offline panel', () => {
  const wso = { id: 5, actions: ['draft', 'submit'], attachements: { before_photos: [], after_photos: [] } };
  const schools = [{ id: 3, name: 'Admiralty Primary School', address: null, oms: [] }];

  it('lets the user keep theirs for one field and send the rest of the save', async () => {
    await queued('wso:5', 'wso.photo', { wsoId: 5, field: 'before_photos', key: 'k', name: 'leak.jpg' }, 'refused', {
      message: 'This order is no longer editable.',
    });
    await queued(
      'wso:5',
      'wso.save',
      {
        wsoId: 5,
        status: 'DRAFT',
        change: { work_description: 'Mine: valve', details: 'work_completed', remark: 'Parts' },
      },
      'conflict',
      {
        conflicts: [
          { field: 'work_description', base: null, mine: 'Mine: valve', theirs: 'Theirs: cleaned' },
          { field: 'details', base: null, mine: 'work_completed', theirs: null },
        ],
      },
    );
    const user = renderIn(<WsoPanel wso={wso as unknown as Wso} schools={schools} />);
    expect(await screen.findByRole('button', { name: 'Make available offline' })).toBeEnabled();
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes to check' });
    expect(dialog).toHaveTextContent('Not sent: Photo leak.jpg (Before photos). This order is no longer editable.');
    expect(dialog).toHaveTextContent('The photo is kept on this device.');
    const section = within(dialog).getByRole('region', { name: 'Draft' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Work description', 'Theirs: cleaned', 'Mine: valve'],
      // an empty value is a dash; a chosen detail in the form's words
      ['Details', '—', 'Work completed satisfactorily'],
    ]);

    await user.click(within(section).getByRole('radio', { name: 'Keep theirs (Work description)' }));
    await user.click(within(section).getByRole('button', { name: 'Send with these choices' }));
    await waitFor(async () => {
      const save = (await readWrites({ scope: 'wso:5' })).find((w) => w.kind === 'wso.save')!;
      expect([save.state, save.payload]).toEqual([
        'waiting',
        { wsoId: 5, status: 'DRAFT', change: { details: 'work_completed', remark: 'Parts' }, force: true },
      ]);
    });
  });
});
