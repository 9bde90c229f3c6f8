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
      tabs: {
        basic: 'Basic Information',
        signature: 'Signature',
        change_password: 'Change password',
        two_factor: 'Two-factor sign-in',
      },
      status: { active: 'Active', deactivated: 'Deactivated' },
      deactivate: 'Deactivate',
      reactivate: 'Reactivate',
      deactivate_question:
        'Deactivate this user? They are signed out everywhere at once, their API tokens are revoked and they cannot sign in until reactivated. Their records stay.',
      reactivate_question:
        'Reactivate this user? They can sign in again (API tokens revoked at deactivation stay revoked).',
      deactivated_note: 'This user is deactivated: they cannot sign in.',
      two_factor_reset: 'Reset two-factor',
      two_factor_reset_question:
        "Remove this user's two-factor sign-in and sign them out everywhere? If their role requires it, they set it up again on their next sign-in.",
      password_rule: PASSWORD_RULE_MESSAGE,
      zoneless_warning: 'A user of this role with no zone in charge sees no records.',
    },
    roles: { slug_helper: 'Example: GROUP_SLUG', select_category: 'Select every %{category} permission' },
    profile: {
      two_factor: {
        title: 'Two-factor sign-in',
        off: 'Two-factor sign-in is off. When it is on, signing in also asks for a code from an authenticator app on your phone.',
        set_up: 'Set up',
        required: 'Your role requires two-factor sign-in.',
        scan: 'Scan this QR code with an authenticator app, then enter the 6-digit code it shows.',
        qr_alt: 'QR code for your authenticator app',
        key: 'Or enter this key in the app:',
        code: 'Code',
        confirm: 'Confirm',
        codes_help:
          'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.',
        codes_saved: 'I have saved my recovery codes',
        on: 'Two-factor sign-in is on. Recovery codes left: %{count}.',
        required_on: 'Your role requires two-factor sign-in: it cannot be turned off.',
        turn_off_help: 'To turn two-factor sign-in off, enter your current password.',
        turn_off: 'Turn off',
      },
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
