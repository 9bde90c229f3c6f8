/**
 * English messages. The specification's English wording is the English text (spec part 1 §2, §5, §8);
 * resource and field names come from the schemas' titles, menu labels from domain/menu.ts.
 */
import englishMessages from 'ra-language-english';
import { MENU, type MenuEntry } from '../../domain/menu.js';
import { MSG } from '../../domain/messages.js';
import { PASSWORD_RULE_MESSAGE } from '../../domain/password.js';
import { SCHEMAS } from '../resourceRegistry.js';

export type Messages = { [key: string]: string | Messages };

function menuMessages(entries: MenuEntry[], out: Record<string, string> = {}): Record<string, string> {
  for (const e of entries) {
    const [, ...rest] = e.key.split('.');
    out[rest.join('.')] = e.title;
    if (e.children) menuMessages(e.children, out);
  }
  return out;
}

function plural(title: string): string {
  if (/s$/i.test(title)) return title;
  if (/[^aeiou]y$/i.test(title)) return `${title.slice(0, -1)}ies`;
  return `${title}s`;
}

function resourceMessages(): Messages {
  const out: Messages = {};
  for (const [route, schema] of Object.entries(SCHEMAS)) {
    const title = schema.title ?? schema.$id;
    const fields: Record<string, string> = {};
    for (const [field, prop] of Object.entries(schema.properties)) if (prop.title) fields[field] = prop.title;
    out[route] = { name: `${title} |||| ${plural(title)}`, fields };
  }
  return out;
}

export const appMessages = {
  app: {
    name: 'Caretaker',
    auth: {
      sign_in: 'Sign in',
      sign_in_title: 'Sign in to your account',
      sign_in_subtitle: 'Sign in with your e-mail address and password',
      email: 'Email',
      password: 'Password',
      reset_password_link: 'Reset password',
      forgot_title: 'Forgot password?',
      forgot_subtitle: 'Enter your e-mail address and we will send you a link to reset your password.',
      send_reset_link: 'Send password reset link',
      back_to_sign_in: 'Back to sign in page',
      reset_title: 'Reset password',
      reset_subtitle: 'Choose a new password for your account.',
      new_password: 'New password',
      confirm_password: 'Confirm password',
      reset_button: 'Reset password',
      support: 'Need help? Contact %{email}',
      support_link: 'Contact support',
      show_password: 'Show password',
      hide_password: 'Hide password',
    },
    errors: {
      not_found_title: 'Page not found',
      not_found_text: 'The page you are looking for might have been removed.',
      return_home: 'Return to home',
      server_error_title: 'Internal server error',
      server_error_text: 'The server encountered something unexpected that did not allow it to complete the request.',
      go_to_dashboard: 'Return to dashboard',
      forbidden_title: 'Page forbidden.',
      forbidden_text: 'We are sorry, but you do not have access to this page.',
      forbidden: MSG.forbidden,
    },
    validation: {
      required: MSG.requiredShort,
      required_dot: MSG.required,
      email: MSG.invalidEmail,
      email_user: MSG.invalidEmailUser,
      password_rule: PASSWORD_RULE_MESSAGE,
      password_mismatch: MSG.passwordMismatch,
    },
    messages: { ...MSG },
    layout: {
      my_profile: 'My profile',
      sign_out: 'Sign out',
      toggle_sidebar: 'Toggle sidebar',
      scroll_to_top: 'Scroll to top',
      notifications: 'Notifications',
      no_notifications: 'There are no new notifications',
      new_notifications: '%{smart_count} new notification |||| %{smart_count} new notifications',
      language: 'Language',
      home: 'Home',
      welcome: 'Welcome, %{name}',
      welcome_text: 'Use the menu to open your work.',
      footer_support: 'Support',
      all_rights: 'All rights reserved.',
    },
    theme: {
      settings: 'Theme settings',
      theme: 'Color scheme',
      default: 'Default',
      colored: 'Colored',
      dark: 'Dark',
      light: 'Light',
      sidebar_position: 'Sidebar position',
      left: 'Left',
      right: 'Right',
      sidebar_behavior: 'Sidebar behavior',
      sticky: 'Sticky',
      fixed: 'Fixed',
      compact: 'Compact',
      layout: 'Layout',
      fluid: 'Fluid',
      boxed: 'Boxed',
      reset: 'Reset to defaults',
    },
  },
  menu: menuMessages(MENU),
};

const raOverrides = {
  ra: {
    ...englishMessages.ra,
    navigation: { ...englishMessages.ra.navigation, no_results: MSG.noRecords },
    page: { ...englishMessages.ra.page, empty: MSG.noRecords, not_found: MSG.notFound },
    message: {
      ...englishMessages.ra.message,
      delete_content: MSG.deleteConfirm,
      bulk_delete_content: MSG.deleteConfirm,
      delete_title: 'Delete',
      not_found: 'The page you are looking for might have been removed.',
    },
    action: { ...englishMessages.ra.action, confirm: 'Confirm', cancel: 'Cancel' },
    auth: { ...englishMessages.ra.auth, logout: 'Sign out', sign_in: 'Sign in', auth_check_error: MSG.unauthorized },
    notification: { ...englishMessages.ra.notification, http_error: MSG.serverError, logged_out: MSG.unauthorized },
    validation: { ...englishMessages.ra.validation, required: MSG.requiredShort, email: MSG.invalidEmail },
  },
};

export const en: Messages = {
  ...(englishMessages as unknown as Messages),
  ...(raOverrides as unknown as Messages),
  ...(appMessages as unknown as Messages),
  resources: resourceMessages(),
};

export default en;
