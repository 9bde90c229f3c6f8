import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { routes } from '../../../custom-pages/inspections/routes.js';
import { evidenceTarget } from '../../../custom-pages/inspections/evidence.js';
import { i18nProvider, stubCanvas } from '../quotations/harness.js';
import { memoryDataProvider } from '../resources/harness.js';
import { mockFetch } from '../shell/fetchMock.js';
import { authAs, type TestIdentity } from '../screenHarness.js';
import { draftInspection, sub } from './fixtures.js';

const TC: TestIdentity = { id: 1, full_name: 'Tom Contractor', role: { slug: 'TERM-CONTRACTOR' }, school_id: null };
const MA: TestIdentity = { id: 3, full_name: 'Mae Agent', role: { slug: 'MANAGING-AGENT' }, school_id: null };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function App({ at, identity }: { at: string; identity: TestIdentity }) {
  return (
    <TestMemoryRouter initialEntries={[at]}>
      <AdminContext
        dataProvider={memoryDataProvider({})}
        authProvider={authAs(identity)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
        <Where />
      </AdminContext>
    </TestMemoryRouter>
  );
}

beforeEach(() => {
  stubCanvas();
  const saved = sub(21, 'Gutters', { defects: [{ id: 9, status: 'Follow up', defect: true }], hasDefect: true });
  const inspection = draftInspection({
    checklist_items: [{ id: 2, element: 'Roof', checklist_sub_items: [saved, sub(22, 'Tiles')] }],
  });
  mockFetch({
    'GET /api/inspection-schedule/41': { body: { data: inspection } },
    'GET /api/defect/9': {
      body: {
        data: {
          id: 9,
          version: 1,
          inspection_status: 'DRAFT',
          defect: true,
          status: 'Follow up',
          location: 'Canteen roof',
          description: 'Blocked gutter',
          before_photos: [],
          after_photos: [],
          supporting_photos: [],
        },
      },
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('evidence addresses', () => {
  it('reads the schedule, item and sub-item (the text null meaning the item itself)', () => {
    expect(evidenceTarget({ scheduleId: '41', itemId: '2', subItemId: '21' }, 'create')).toEqual({
      inspectionId: '41',
      subItemId: 21,
      mode: 'create',
    });
    expect(evidenceTarget({ scheduleId: '41', itemId: '21', subItemId: 'null' }, 'create')?.subItemId).toBe(21);
    expect(evidenceTarget({ defectId: '9', scheduleId: '41', itemId: '2', subItemId: '21' }, 'edit')?.defectId).toBe(9);
    expect(evidenceTarget({ scheduleId: 'x', itemId: '2', subItemId: '21' }, 'create')).toBeNull();
  });

  it('opens a new defect on the item for a preparer, and returns to the checklist when closed', async () => {
    render(<App at="/inspection-checklist/inspection-servicing/41/2/22/create-evidence" identity={TC} />);
    const dialog = await screen.findByRole('dialog', { name: 'Defect: 1.22 Tiles' });
    expect(dialog).toHaveTextContent('Location');
    screen.getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/inspection-checklist/inspection-servicing/41'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits a saved defect under the pending list, read-only for a reviewer', async () => {
    render(<App at="/inspection-checklist/inspection-servicing-pending/9/41/2/21/edit-evidence" identity={MA} />);
    await screen.findByRole('dialog', { name: 'Defect: 1.21 Gutters' });
    expect(await screen.findByText('Blocked gutter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('views the item\u2019s defect read-only at view-evidence, even for a preparer', async () => {
    render(<App at="/inspection-checklist/inspection-servicing/41/2/21/view-evidence" identity={TC} />);
    expect(await screen.findByText('Blocked gutter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
