/** Roles: generated list, hand-written create/edit with the grouped permission checkboxes. */
import BadgeIcon from '@mui/icons-material/Badge';
import { roleSchema } from '../../schemas/role.js';
import { generateResource } from '../../src/generator/index.js';
import { RoleCreate, RoleEdit } from './RoleForm.js';

export const roles = generateResource(roleSchema, { icon: BadgeIcon, create: RoleCreate, edit: RoleEdit, show: false });
export default roles;
