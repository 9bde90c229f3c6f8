/**
 * Hand-written role create/edit (spec part 1 §2.6): Name, Slug (example GROUP_SLUG), Description and the
 * permission checkboxes, 'Requires two-factor sign-in' and
 * 'Password sign-in allowed' (off: organisation sign-in only); validation runs on touch; saved as
 * `{ name, slug, description, requires_two_factor, password_sign_in, permission_ids }`.
 */
import { Create, Edit, SimpleForm } from 'react-admin';
import { roleSchema } from '../../schemas/role.js';
import {
  Breadcrumbs,
  FormToolbar,
  GeneratedInputs,
  formTransform,
  inferFields,
  useRecordQueryOptions,
  listWithoutFilter,
} from '../../src/generator/index.js';
import type { FormMode } from '../../src/generator/index.js';
import { PermissionCheckboxes } from './PermissionCheckboxes.js';

const ROUTE = roleSchema['x-resource'].route;
export const roleFields = inferFields(roleSchema, { slug: { helperText: 'caretaker.roles.slug_helper' } });
const transform = formTransform(roleFields);

export function RoleForm({ mode }: { mode: FormMode }) {
  return (
    <SimpleForm mode="onTouched" toolbar={<FormToolbar />}>
      <GeneratedInputs
        fields={roleFields}
        route={ROUTE}
        mode={mode}
        only={['name', 'slug', 'description', 'requires_two_factor', 'password_sign_in']}
      />
      <PermissionCheckboxes />
    </SimpleForm>
  );
}

export function RoleCreate() {
  return (
    <>
      <Breadcrumbs action="add" />
      <Create redirect={listWithoutFilter} transform={transform} record={{ permission_ids: [] }}>
        <RoleForm mode="create" />
      </Create>
    </>
  );
}

export function RoleEdit() {
  const queryOptions = useRecordQueryOptions();
  return (
    <>
      <Breadcrumbs action="edit" />
      <Edit redirect="list" mutationMode="pessimistic" transform={transform} queryOptions={queryOptions}>
        <RoleForm mode="edit" />
      </Edit>
    </>
  );
}
