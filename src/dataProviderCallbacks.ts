/**
 * Lifecycle callbacks of the data provider (react-admin's `withLifecycleCallbacks`): what the browser must do after a
 * save or a delete, whichever page made it. Changing a role, a permission or a user can change what the signed-in user
 * may do: the cached `/auth/me` is dropped, so the next access check, menu and identity read the server's answer.
 */
import type { ResourceCallbacks } from 'ra-core';
import { permissionSchema } from '../schemas/permission.js';
import { roleSchema } from '../schemas/role.js';
import { userSchema } from '../schemas/user.js';
import { forgetMe } from './authProvider.js';

const rereadAccess = async <T>(result: T): Promise<T> => {
  forgetMe();
  return result;
};

export const LIFECYCLE_CALLBACKS: ResourceCallbacks[] = [roleSchema, permissionSchema, userSchema].map((s) => ({
  resource: s['x-resource'].route,
  afterCreate: rereadAccess,
  afterUpdate: rereadAccess,
  afterDelete: rereadAccess,
}));
