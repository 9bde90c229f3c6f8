/** Permissions: fully generated from schemas/permission.ts (Category is the x-options-url select). */
import KeyIcon from '@mui/icons-material/Key';
import { permissionSchema } from '../../schemas/permission.js';
import { generateResource } from '../../src/generator/generateResource.js';

export const permissions = generateResource(permissionSchema, { icon: KeyIcon });
export default permissions;
