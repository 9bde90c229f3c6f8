import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Edit } from 'react-admin';
import { RoleCreate, RoleForm, roleFields } from '../../../custom-pages/roles/RoleForm.js';
import { formTransform } from '../../../src/generator/index.js';
import { groupByCategory } from '../../../custom-pages/roles/PermissionCheckboxes.js';
import { Harness, memoryDataProvider } from './harness.js';

afterEach(cleanup);

const PERMS = [
  { id: 1, name: 'View users', slug: 'user.view', category: 'USER', checked: true },
  { id: 2, name: 'Create users', slug: 'user.create', category: 'USER', checked: false },
  { id: 3, name: 'View roles', slug: 'role.view', category: 'ROLE', checked: false },
  { id: 4, name: 'View audit log', slug: 'audit.view', category: 'AUDIT', checked: false },
];

describe('roles', () => {
  it('groups permissions by category in alphabetical order', () => {
    expect(groupByCategory(PERMS).map(([c, items]) => [c, items.map((p) => p.id)])).toEqual([
      ['AUDIT', [4]],
      ['ROLE', [3]],
      ['USER', [1, 2]],
    ]);
  });

  it('edits name, slug, description, the sign-in rules and the permission checkboxes, saved as permission_ids', async () => {
    const role = {
      id: 7,
      name: 'Supervisor',
      slug: 'SUPERVISOR',
      description: null,
      password_sign_in: true,
      permission_ids: [1],
      permissions: PERMS,
    };
    const dp = memoryDataProvider({ 'settings/roles': [role] });
    render(
      <Harness dataProvider={dp} resource="settings/roles">
        <Edit id={7} mutationMode="pessimistic" transform={formTransform(roleFields)} redirect={false}>
          <RoleForm mode="edit" />
        </Edit>
      </Harness>,
    );
    expect(await screen.findByDisplayValue('Supervisor')).toBeInTheDocument();
    expect(screen.getByText('Example: GROUP_SLUG')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'View users' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Create users' })).not.toBeChecked();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('checkbox', { name: 'View roles' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select every USER permission' }));
    const twoFactor = screen.getByLabelText('Requires two-factor sign-in');
    expect(twoFactor).not.toBeChecked();
    await user.click(twoFactor);
    // off: the role's users sign in through their organisation only
    const password = screen.getByLabelText('Password sign-in allowed');
    expect(password).toBeChecked();
    await user.click(password);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dp.calls.update).toHaveLength(1));
    expect(dp.calls.update[0].params.data).toEqual({
      name: 'Supervisor',
      slug: 'SUPERVISOR',
      description: null,
      requires_two_factor: true,
      password_sign_in: false,
      permission_ids: [1, 2, 3],
    });
  });

  it('validates name and slug on touch', async () => {
    const dp = memoryDataProvider({});
    render(
      <Harness dataProvider={dp} resource="settings/roles">
        <RoleCreate />
      </Harness>,
    );
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });
});
