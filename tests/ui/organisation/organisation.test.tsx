/**
 * User organisation screens: add rules ('{name} has already been added', nothing without a selection, new
 * managing agents with all four categories and e-mail on), the save body, empty states, the admin-only
 * assignments screen (is_active saved at once) and the admin-only zone filter and 'Manage assignments'.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Assignments } from '../../../custom-pages/organisation/Assignments.js';
import { OrganisationEdit } from '../../../custom-pages/organisation/OrganisationEdit.js';
import { OrganisationList } from '../../../custom-pages/organisation/OrganisationList.js';
import { addMember, newMa, newOm, savePayload } from '../../../custom-pages/organisation/organisation.js';
import { Harness, testDataProvider, type Send } from '../files/harness.js';

afterEach(cleanup);

const ORG = {
  school: {
    id: 4,
    name: 'Ang Mo Kio Primary School',
    zone: 'NORTH_EAST',
    address: '13 Ang Avenue',
    school_type: 'Primary',
    telephone: '64004113',
  },
  operation_managers: [
    {
      id: 11,
      full_name: 'Olivia Om',
      email: 'om@x.test',
      school_send_email: true,
      school_updated_by: { id: 1, full_name: 'Admin' },
      school_updated_at: '2026-01-02T03:04:00Z',
    },
  ],
  managing_agents: [],
};

function organisationSend(overrides: Record<string, unknown> = {}) {
  return vi.fn(async ({ method = 'GET', path, query }: Parameters<Send>[0]) => {
    const key = `${method} ${path}`;
    if (key in overrides) return overrides[key];
    if (key === 'GET /user-organization/4') return { data: ORG };
    if (key === 'GET /user-organization/4/display-outstanding-items')
      return { data: { operation_managers: [], managing_agents: { QUOTATIONS: [], CLAIMS: [], WSO: [] } } };
    if (key === 'GET /user-organization/4/users' && query?.role === 'OPERATIONS-MANAGER')
      return { data: [{ id: 11, full_name: 'Olivia Om', email: 'om@x.test' }] };
    if (key === 'GET /user-organization/4/users' && query?.role === 'MANAGING-AGENT')
      return { data: [{ id: 21, full_name: 'Max Agent', email: 'ma@x.test' }] };
    if (key === 'PUT /user-organization/4/update') return { message: 'Successfully updated user organization' };
    return {};
  });
}

async function pick(section: HTMLElement, label: string, option: RegExp) {
  fireEvent.mouseDown(within(section).getByLabelText(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('organisation rules', () => {
  it('adds people once, with the defaults of the specification', () => {
    const list = [newOm({ id: 1, full_name: 'A' })];
    expect(addMember(list, null, newOm)).toEqual({ list, added: false });
    expect(addMember(list, { id: 1, full_name: 'A' }, newOm)).toEqual({ list, added: false, duplicate: 'A' });
    const ma = addMember([], { id: 2, full_name: 'B' }, newMa);
    expect(ma.list[0]).toMatchObject({
      id: 2,
      category_options: ['QUOTATIONS', 'INSPECTIONS', 'CLAIMS', 'WORK-SERVICE-ORDERS'],
      is_send_email: true,
    });
    expect(list[0].school_send_email).toBe(true);
    expect(savePayload('4', list, ma.list)).toEqual({
      school: 4,
      operation_managers: [{ id: 1, school_send_email: true }],
      managing_agents: [
        {
          id: 2,
          category_options: ['QUOTATIONS', 'INSPECTIONS', 'CLAIMS', 'WORK-SERVICE-ORDERS'],
          is_send_email: true,
        },
      ],
    });
  });
});

describe('OrganisationEdit', () => {
  const renderEdit = (
    send: ReturnType<typeof organisationSend>,
    permissions = ['user-organization.view', 'user-organization.edit'],
  ) =>
    render(
      <Harness
        dataProvider={testDataProvider(send)}
        permissions={permissions}
        path="/tools/user-organization/4"
        route="/tools/user-organization/:school"
      >
        <OrganisationEdit />
      </Harness>,
    );

  it('shows the summary, the sections with their empty states and no pending items', async () => {
    renderEdit(organisationSend());
    expect(await screen.findByText('Ang Mo Kio Primary School')).toBeInTheDocument();
    expect(screen.getByText('North-east')).toBeInTheDocument();
    expect(screen.getByText('Olivia Om')).toBeInTheDocument();
    expect(screen.getByText('No managing agents assigned')).toBeInTheDocument();
    expect(await screen.findByText('There are no pending items')).toBeInTheDocument();
  });

  it("lists the school's pending quotations with their step and who they wait for, linked to the quotation", async () => {
    renderEdit(
      organisationSend({
        'GET /user-organization/4/display-outstanding-items': {
          data: {
            operation_managers: [],
            managing_agents: {
              QUOTATIONS: [
                {
                  id: 7,
                  reference_number: 'Q-NE-0007',
                  status: 'PENDING',
                  current_status: 'PENDING_MA',
                  pending_approvals: [{ approval_type: 'MA', user: { id: 21, full_name: 'Max Agent' } }],
                },
              ],
              CLAIMS: [],
              WSO: [],
            },
          },
        },
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Outstanding items' });
    const link = await within(panel).findByRole('link', { name: 'Q-NE-0007' });
    expect(link).toHaveAttribute('href', '/works-order/quotation-list/7');
    expect(within(panel).getByText('Quotations')).toBeInTheDocument();
    expect(within(panel).getByText('PENDING_MA')).toBeInTheDocument();
    expect(within(panel).getByText('Pending approval: Max Agent')).toBeInTheDocument();
    expect(within(panel).queryByText('There are no pending items')).toBeNull();
  });

  it('warns when the person is already listed, adds a managing agent with all four categories and saves', async () => {
    const send = organisationSend();
    renderEdit(send);
    const oms = await screen.findByRole('region', { name: 'Operations managers' });
    const mas = screen.getByRole('region', { name: 'Managing agents' });
    fireEvent.click(within(mas).getByRole('button', { name: 'Add' })); // none selected: nothing happens
    expect(within(mas).getByText('No managing agents assigned')).toBeInTheDocument();

    await pick(oms, 'Select an operations manager', /Olivia Om/);
    fireEvent.click(within(oms).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Olivia Om has already been added')).toBeInTheDocument();

    await pick(mas, 'Select a managing agent', /Max Agent/);
    fireEvent.click(within(mas).getByRole('button', { name: 'Add' }));
    expect(await within(mas).findByText('Max Agent')).toBeInTheDocument();
    for (const c of ['Quotations', 'Inspections', 'Claims', 'Work service orders'])
      expect(within(mas).getByText(c)).toBeInTheDocument();
    expect(within(mas).getByRole('switch', { name: 'Send e-mail to Max Agent' })).toBeChecked();

    fireEvent.click(within(oms).getByRole('switch', { name: 'Send e-mail to Olivia Om' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send.mock.calls.some(([c]) => c.method === 'PUT')).toBe(true));
    const put = send.mock.calls.find(([c]) => c.method === 'PUT')![0];
    expect(put.path).toBe('/user-organization/4/update');
    expect(put.body).toEqual({
      school: 4,
      operation_managers: [{ id: 11, school_send_email: false }],
      managing_agents: [
        {
          id: 21,
          category_options: ['QUOTATIONS', 'INSPECTIONS', 'CLAIMS', 'WORK-SERVICE-ORDERS'],
          is_send_email: true,
        },
      ],
    });
    expect(await screen.findByText('Successfully updated user organization')).toBeInTheDocument();
    // saving reloads the organisation
    await waitFor(() =>
      expect(
        send.mock.calls.filter(([c]) => c.path === '/user-organization/4' && (c.method ?? 'GET') === 'GET').length,
      ).toBeGreaterThan(1),
    );
  });

  it('is read-only without user-organization.edit', async () => {
    renderEdit(organisationSend(), ['user-organization.view']);
    expect(await screen.findByText('Olivia Om')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Olivia Om' })).toBeNull();
  });
});

describe('Assignments', () => {
  const assignments = {
    data: [
      {
        id: 7,
        managing_agent: { id: 21, full_name: 'Max Agent' },
        is_active: true,
        start_date: '2026-01-01',
        end_date: null,
        updater: { full_name: 'Admin' },
        updated_at: '2026-01-02T00:00:00Z',
      },
    ],
  };

  it('saves is_active at once and deletes after confirmation', async () => {
    const send = organisationSend({
      'GET /school-assignments/4/get': assignments,
      'POST /school-assignments/7': { message: 'Successfully updated user school assignment' },
      'DELETE /school-assignments/7': { message: 'Successfully deleted user school assignment' },
    });
    render(
      <Harness
        dataProvider={testDataProvider(send)}
        permissions={['school-assignment.view', 'school-assignment.edit', 'school-assignment.delete']}
        path="/a/4"
        route="/a/:school"
      >
        <Assignments />
      </Harness>,
    );
    fireEvent.click(await screen.findByRole('switch', { name: 'Assignment of Max Agent active' }));
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'POST',
          path: '/school-assignments/7',
          body: { _method: 'PATCH', is_active: false },
        }),
      ),
    );
    expect(await screen.findByText('Successfully updated user school assignment')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the assignment of Max Agent' }));
    expect(await screen.findByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Successfully deleted user school assignment')).toBeInTheDocument();
  });

  it('is refused without school-assignment.view', async () => {
    const send = organisationSend({ 'GET /school-assignments/4/get': assignments });
    render(
      <Harness
        dataProvider={testDataProvider(send)}
        permissions={['user-organization.view']}
        path="/a/4"
        route="/a/:school"
      >
        <Assignments />
      </Harness>,
    );
    expect(await screen.findByText(/do not have access to this page/)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/school-assignments/4/get' }));
  });
});

describe('OrganisationList', () => {
  const rows = [
    {
      id: 4,
      name: 'Ang Mo Kio Primary School',
      zone: 'NORTH_EAST',
      operation_managers: [{ id: 11, full_name: 'Olivia Om' }],
      managing_agents: [],
    },
  ];
  const list = (role: string, permissions: string[]) =>
    render(
      <Harness
        dataProvider={testDataProvider(async () => ({}), {
          getList: async () => ({ data: rows as never[], total: 1 }),
        })}
        permissions={permissions}
        role={role}
      >
        <OrganisationList />
      </Harness>,
    );

  it('shows the zone filter and Manage assignments to an admin', async () => {
    list('ADMIN', ['user-organization.view', 'school-assignment.view']);
    expect(await screen.findByText('Olivia Om')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage users' })).toHaveAttribute('href', '/tools/user-organization/4');
    expect(await screen.findByRole('link', { name: 'Manage assignments' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Zone')).toBeInTheDocument();
  });

  it('shows Manage users but neither the zone filter nor Manage assignments to others', async () => {
    list('TECHNICIAN', ['user-organization.view']);
    expect(await screen.findByText('Olivia Om')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage users' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage assignments' })).toBeNull();
    expect(screen.queryByLabelText('Zone')).toBeNull();
  });
});
