/**
 * Messages of the administration resources and the profile tabs, in the four interface languages:
 * `resources.<route>.{name, fields, notifications}` (react-admin's keys) and `caretaker.{users,roles,profile}`.
 * English field labels come from the schema titles; success notices are the specification's wording.
 */
import { MSG } from '../domain/messages.js';
import { PASSWORD_RULE_MESSAGE } from '../domain/password.js';
import { auditLogSchema } from '../schemas/auditLog.js';
import { permissionSchema } from '../schemas/permission.js';
import { roleSchema } from '../schemas/role.js';
import { userSchema } from '../schemas/user.js';
import { schemaMessages } from '../src/generator/i18n.js';

const USERS = userSchema['x-resource'].route;
const ROLES = roleSchema['x-resource'].route;
const PERMISSIONS = permissionSchema['x-resource'].route;
const AUDIT = auditLogSchema['x-resource'].route;

export const en = {
  resources: {
    [USERS]: {
      ...schemaMessages(userSchema),
      notifications: { created: MSG.userCreated, updated: MSG.userUpdated, deleted: MSG.userDeleted },
    },
    [ROLES]: {
      ...schemaMessages(roleSchema),
      notifications: { created: MSG.roleCreated, updated: MSG.roleUpdated, deleted: MSG.roleDeleted },
    },
    [PERMISSIONS]: {
      ...schemaMessages(permissionSchema),
      notifications: { created: MSG.permissionCreated, updated: MSG.permissionUpdated, deleted: MSG.permissionDeleted },
    },
    [AUDIT]: { ...schemaMessages(auditLogSchema, 'Audit log') },
  },
  caretaker: {
    users: {
      tabs: { basic: 'Basic Information', signature: 'Signature', change_password: 'Change password' },
      password_rule: PASSWORD_RULE_MESSAGE,
      zoneless_warning: 'A user of this role with no zone in charge sees no records.',
    },
    roles: { slug_helper: 'Example: GROUP_SLUG', select_category: 'Select every %{category} permission' },
    profile: {
      signature: {
        name: 'Name',
        details: 'Signature details',
        option: 'Signature',
        option_new: 'New signature',
        option_upload: 'Upload signature',
        pad: 'Signature pad',
        clear: 'Clear',
        upload: 'Signature image (PNG or JPEG)',
        submit: 'Save signature',
        missing: MSG.signatureMissing,
        saved: MSG.signatureSaved,
        saved_list: 'Saved signatures',
        none: 'No signatures yet',
      },
      password: {
        current: 'Current password',
        new: 'New password',
        confirm: 'Confirm password',
        submit: 'Change password',
        mismatch: MSG.passwordMismatch,
        updated: MSG.passwordUpdated,
      },
    },
  },
};
