/** The specification's user-facing wording, shared by server responses and UI defaults. */
export const MSG = {
  required: 'This field is required.',
  requiredShort: 'This field is required',
  invalidEmail: 'Must be a valid email address',
  invalidEmailUser: 'Invalid email address',
  passwordMismatch: 'Password does not match',
  unauthorized: 'Unauthorized: Access is denied, please login again with valid credentials.',
  forbidden: 'Page forbidden. We are sorry, but you do not have access to this page.',
  serverError: 'Something went wrong with the server',
  loginSuccess: 'Login successful, welcome back.',
  loginFailed: 'These credentials do not match our records.',
  loginThrottled: 'Too many login attempts. Please try again later.',
  logout: "You've successfully logout",
  notFound: 'Page not found',
  resetLinkSent: 'If an account exists for this e-mail, a password reset link has been sent.',
  resetDone: 'Your password has been reset.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  passwordUpdated: 'Password has been updated.',
  currentPasswordWrong: 'The current password is incorrect.',
  deleteConfirm: 'Are you sure you want to delete this item?',
  signatureMissing: 'Please provide signature to proceed.',
  signatureSaved: 'Successfully created signature',
  userCreated: 'Successfully created user',
  userUpdated: 'Successfully updated user',
  userDeleted: 'Successfully deleted user',
  roleCreated: 'Successfully created role',
  roleUpdated: 'Successfully updated role',
  roleDeleted: 'Successfully deleted role',
  permissionCreated: 'Successfully created permission',
  permissionUpdated: 'Successfully updated permission',
  permissionDeleted: 'Successfully deleted permission',
  recordDeleted: 'Successfully deleted',
  emailTaken: 'The email has already been taken.',
  slugTaken: 'The slug has already been taken.',
  stillInUse: 'This item is still in use and cannot be deleted.',
  roleSlugBuiltIn: 'The slug of a built-in role cannot be changed.',
  noRecords: 'No records found',
} as const;

/** Not in the spec: told to the losing approver of a concurrent quotation action (issue 8 §9); translated by the quotation screens. */
export const QUOTATION_ALREADY_ACTED = 'Someone else has already acted on this quotation';

/** 409 when a record changed after the caller loaded it (version guard), in every area's words. */
export const staleMessage = (record: string) => `This ${record} was changed by someone else. Reload it and try again.`;
