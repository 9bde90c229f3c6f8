/** Roles: generated list; the area's create/edit with the grouped permission checkboxes (custom-pages/roles). */
import BadgeIcon from '@mui/icons-material/Badge';
import { roleSchema } from '../../schemas/role.js';
import { generateResource } from '../../src/generator/generateResource.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const form = () => import('../../custom-pages/roles/RoleForm.js');
const RoleCreate = lazyScreen(form, (m) => m.RoleCreate);
const RoleEdit = lazyScreen(form, (m) => m.RoleEdit);

export const roles = generateResource(roleSchema, { icon: BadgeIcon, create: RoleCreate, edit: RoleEdit, show: false });
export default roles;
