/** Users: generated list (filters name, email, role, contractor), hand-assembled create/edit with profile mode. */
import PeopleIcon from '@mui/icons-material/People';
import { userSchema } from '../../schemas/user.js';
import { generateResource } from '../../src/generator/index.js';
import { userOverrides } from './fields.js';
import { UserCreate, UserEdit } from './UserForm.js';

export const users = generateResource(userSchema, { icon: PeopleIcon, fields: userOverrides, create: UserCreate, edit: UserEdit });
export default users;
