import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserCreate, UserEdit } from '../../../custom-pages/users/UserForm.js';
import { Harness, ROLES, memoryDataProvider } from './harness.js';

const SCHOOLS = [{ id: 11, name: 'Alpha Primary', zone: 'NORTH' }];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).startsWith('/api/school')
        ? new Response(JSON.stringify({ data: SCHOOLS }), { status: 200 })
        : new Response('{}', { status: 404 }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function chooseRole(name: string) {
  const user = userEvent.setup({ delay: null });
  const role = await screen.findByRole('combobox', { name: /^Role/ });
  await user.click(role);
  await user.click(await screen.findByRole('option', { name }));
}

describe('users form', () => {
  it('shows School only for an Operations manager, Contractor and Zone in charge for a Technician', async () => {
    const dp = memoryDataProvider({ 'settings/roles': [...ROLES], 'settings/users': [] });
    render(
      <Harness dataProvider={dp} resource="settings/users">
        <UserCreate />
      </Harness>,
    );
    expect(await screen.findByRole('tab', { name: 'Basic Information' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Signature' })).toBeNull();
    expect(screen.queryByLabelText(/^School/)).toBeNull();

    await chooseRole('Operations manager');
    expect(await screen.findByRole('combobox', { name: /^School/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Contractor/)).toBeNull();
    expect(screen.queryByLabelText(/^Zone in charge/)).toBeNull();

    await chooseRole('Technician');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^School/ })).toBeNull());
    expect(await screen.findByLabelText(/^Contractor/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Zone in charge/)).toBeInTheDocument();

    await chooseRole('Invoice team');
    await waitFor(() => expect(screen.queryByLabelText(/^Contractor/)).toBeNull());
    expect(screen.queryByLabelText(/^Zone in charge/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^School/ })).toBeNull();
  });

  it('warns that a zone-scoped user without a zone in charge sees no records, until a zone is chosen', async () => {
    const dp = memoryDataProvider({ 'settings/roles': [...ROLES], 'settings/users': [] });
    render(
      <Harness dataProvider={dp} resource="settings/users">
        <UserCreate />
      </Harness>,
    );
    const warning = 'A user of this role with no zone in charge sees no records.';
    await chooseRole('Invoice team');
    expect(screen.queryByText(warning)).toBeNull();
    await chooseRole('Technician');
    expect(await screen.findByText(warning)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText(/^Zone in charge/));
    await user.click(await screen.findByRole('option', { name: /^north$/i }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(warning)).toBeNull());
    await chooseRole('Admin');
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('requires name, e-mail, role and a password on create, with the specification wording', async () => {
    const dp = memoryDataProvider({ 'settings/roles': [...ROLES] });
    render(
      <Harness dataProvider={dp} resource="settings/users">
        <UserCreate />
      </Harness>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText(/Password must contain at least 12 characters/)).toBeInTheDocument();
    expect(dp.calls.create).toHaveLength(0);
  });

  it('in profile mode shows the Signature and Change password tabs, e-mail read-only, role as text, no Cancel', async () => {
    const record = {
      id: 5,
      full_name: 'Tina Tech',
      email: 'technician@caretaker.test',
      role_id: 3,
      role: { id: 3, name: 'Technician', slug: 'TECHNICIAN' },
      contractor: 'SH',
      zone_in_charge: ['NORTH'],
      school_id: null,
      designation: 'Technician',
      mobile_no: '123',
      signatures: [],
    };
    const dp = memoryDataProvider({ 'settings/roles': [...ROLES], 'settings/users': [record] });
    render(
      <Harness dataProvider={dp} resource="settings/users">
        <UserEdit profile id={5} />
      </Harness>,
    );
    expect(await screen.findByRole('tab', { name: 'Signature' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Change password' })).toBeInTheDocument();
    const email = await screen.findByDisplayValue('technician@caretaker.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('Technician', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('SH', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    // zones are the administrator's to set: text, not an input the profile save would drop
    expect(screen.queryByRole('combobox', { name: /^Zone in charge/ })).toBeNull();
    expect(screen.getByText(/^north$/i, { selector: 'span' })).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name: 'Change password' }));
    expect(await screen.findByLabelText(/^Current password/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm password/)).toBeInTheDocument();
  });
});

describe('profile: school and zones read-only', () => {
  it("shows an operations manager's school and a managing agent's zones as text, with no input for them", async () => {
    const om = {
      id: 7,
      full_name: 'Olivia Om',
      email: 'om@caretaker.test',
      role_id: 2,
      role: { id: 2, name: 'Operations manager', slug: 'OPERATIONS-MANAGER' },
      contractor: null,
      zone_in_charge: ['NORTH', 'EAST'],
      school_id: 11,
      school: { id: 11, name: 'Alpha Primary' },
      designation: null,
      mobile_no: null,
      signatures: [],
    };
    const dp = memoryDataProvider({ 'settings/roles': [...ROLES], 'settings/users': [om] });
    render(
      <Harness dataProvider={dp} resource="settings/users">
        <UserEdit profile id={7} />
      </Harness>,
    );
    expect(await screen.findByText('Alpha Primary', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/^north, east$/i, { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^School/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Zone in charge/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
  });
});

describe('users form submission', () => {
  it('sends the fields shown for the chosen role only (school for an Operations manager)', async () => {
    const dp = memoryDataProvider({ 'settings/roles': [...ROLES], 'settings/users': [] });
    render(
      <Harness dataProvider={dp} resource="settings/users">
        <UserCreate />
      </Harness>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Olivia Ops');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'olivia@caretaker.test');
    await user.type(screen.getByLabelText(/^Password/), 'Caretaker#2026');
    await chooseRole('Technician');
    await chooseRole('Operations manager');
    await user.click(await screen.findByRole('combobox', { name: /^School/ }));
    await user.click(await screen.findByRole('option', { name: 'Alpha Primary' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dp.calls.create).toHaveLength(1));
    const sent = dp.calls.create[0].params.data;
    expect(sent).toMatchObject({
      full_name: 'Olivia Ops',
      email: 'olivia@caretaker.test',
      password: 'Caretaker#2026',
      role_id: 2,
      school_id: 11,
    });
    expect(sent).not.toHaveProperty('contractor');
    expect(sent).not.toHaveProperty('zone_in_charge');
  });
});
