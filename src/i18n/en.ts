/**
 * English messages. The specification's English wording is the English text (spec part 1 §2, §5, §8);
 * resource and field names come from the schemas' titles, menu labels from domain/menu.ts.
 */
import englishMessages from 'ra-language-english';
import { MENU, plural, resourceMenuKey, type MenuEntry } from '../../domain/menu.js';
import { MSG } from '../../domain/messages.js';
import { PASSWORD_RULE_MESSAGE } from '../../domain/password.js';
import { SCHEMAS } from '../resourceRegistry.js';
import type { ResourceSchema } from '../../schemas/resource.js';
import { deepMerge } from './merge.js';
import { PUBLIC_TEXTS, type SpecMessages } from '../pages/auth/i18n.js';

export type Messages = { [key: string]: string | Messages };

function menuMessages(entries: MenuEntry[], out: Record<string, string> = {}): Record<string, string> {
  for (const e of entries) {
    const [, ...rest] = e.key.split('.');
    out[rest.join('.')] = e.title;
    if (e.children) menuMessages(e.children, out);
  }
  return out;
}

/** Translations of the schema-derived resource messages: resource names ('Singular |||| Plural') and field titles, keyed by the English title. */
export interface TitleTranslations {
  names: Record<string, string>;
  fields: Record<string, string>;
}

/**
 * `resources.<route>.{name, fields}` for every schema: the English titles, or (with `tr`) their translations;
 * a title `tr` does not know is left out, so it falls back to English.
 */
export function resourceMessages(
  tr?: TitleTranslations,
  locale?: Locale,
  schemas: Record<string, ResourceSchema> = SCHEMAS,
): Messages {
  const out: Messages = {};
  for (const [route, schema] of Object.entries(schemas)) {
    const title = schema.title ?? schema.$id;
    const fields: Record<string, string> = {};
    for (const [field, prop] of Object.entries(schema.properties)) {
      if (!prop.title) continue;
      // A schema's own translation (`x-i18n`) first: a new resource carries its words in its one file.
      const text = locale ? (prop['x-i18n']?.[locale] ?? tr?.fields[prop.title]) : prop.title;
      if (text) fields[field] = text;
    }
    const name = locale ? (schema['x-i18n']?.[locale] ?? tr?.names[title]) : `${title} |||| ${plural(title)}`;
    out[route] = name ? { name, fields } : { fields };
  }
  return out;
}

export type Locale = 'fr' | 'de' | 'nl';

/**
 * A language's shell texts as its file (fr.ts, de.ts, nl.ts) holds them: plain data, so that the translations load
 * as one chunk without pulling the shell's modules along.
 */
export interface ShellTranslation {
  /** A published react-admin catalogue underneath (French); German and Dutch carry theirs in `ra`. */
  base?: Messages;
  ra: Messages;
  app: Messages;
  menu: Record<string, string>;
  titles: TitleTranslations;
}

/** A language's own shell messages, without the English fallback: its texts, the public pages' and the spec's. */
export function shellMessages(locale: Locale, t: ShellTranslation): Messages {
  const texts = PUBLIC_TEXTS[locale];
  const own = {
    ra: t.ra,
    app: { ...t.app, auth: texts.auth, layout: { ...(t.app.layout as Messages), ...texts.shell } },
    menu: { ...t.menu, ...resourceMenuMessages(locale) },
    resources: resourceMessages(t.titles, locale),
  } as unknown as Messages;
  return deepMerge(deepMerge(t.base ?? {}, own), specMessages(texts.msg, texts.passwordRule));
}

/** Sidebar labels of the schema resources that have a menu entry (`x-resource.menu`): the plural of their name. */
export function resourceMenuMessages(locale?: Locale, schemas: Record<string, ResourceSchema> = SCHEMAS) {
  const out: Record<string, string> = {};
  for (const schema of Object.values(schemas)) {
    if (!schema['x-resource'].menu) continue;
    const menu = schema['x-resource'].menu;
    const name = locale ? schema['x-i18n']?.[locale] : (menu?.title ?? plural(schema.title ?? schema.$id));
    if (name) out[resourceMenuKey(schema.$id).slice('menu.'.length)] = name.split('||||').pop()!.trim();
  }
  return out;
}

export const appMessages = {
  app: {
    name: 'Caretaker',
    auth: PUBLIC_TEXTS.en.auth,
    errors: {
      not_found_title: 'Page not found',
      not_found_text: 'The page you are looking for might have been removed.',
      return_home: 'Return to home',
      server_error_title: 'Internal server error',
      server_error_text: 'The server encountered something unexpected that did not allow it to complete the request.',
      go_to_dashboard: 'Return to dashboard',
      forbidden_title: 'Page forbidden.',
      forbidden_text: 'We are sorry, but you do not have access to this page.',
    },
    layout: {
      my_profile: 'My profile',
      sign_out: 'Sign out',
      toggle_sidebar: 'Toggle sidebar',
      date_invalid: 'Must be a valid date',
      date_pick: 'Choose a date',
      scroll_to_top: 'Scroll to top',
      notifications: 'Notifications',
      notifications_unread: 'Notifications, %{count} unread',
      no_notifications: 'There are no new notifications',
      new_notifications: '%{smart_count} new notification |||| %{smart_count} new notifications',
      language: 'Language',
      ...PUBLIC_TEXTS.en.shell,
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
  menu: { ...menuMessages(MENU), ...resourceMenuMessages() },
};

export type { SpecMessages };

/**
 * Where the shell and react-admin show the specification's messages (the same keys in every language):
 * `app.messages`, `app.validation`, `app.errors.forbidden` and the react-admin keys whose wording the specification sets.
 */
export function specMessages(m: SpecMessages, passwordRule: string): Messages {
  return {
    ra: {
      navigation: { no_results: m.noRecords },
      page: { empty: m.noRecords, not_found: m.notFound },
      message: { delete_content: m.deleteConfirm, bulk_delete_content: m.deleteConfirm },
      auth: { auth_check_error: m.unauthorized },
      notification: { http_error: m.serverError, logged_out: m.unauthorized },
      validation: { required: m.requiredShort, email: m.invalidEmail },
    },
    app: {
      errors: { forbidden: m.forbidden },
      validation: {
        required: m.requiredShort,
        required_dot: m.required,
        email: m.invalidEmail,
        email_user: m.invalidEmailUser,
        password_rule: passwordRule,
        password_mismatch: m.passwordMismatch,
      },
      messages: { ...m },
    },
  };
}

const raOverrides = {
  ra: {
    message: { delete_title: 'Delete', not_found: 'The page you are looking for might have been removed.' },
    action: { confirm: 'Confirm', cancel: 'Cancel' },
    auth: { logout: 'Sign out', sign_in: 'Sign in' },
  },
};

export const en: Messages = deepMerge(
  deepMerge(englishMessages as unknown as Messages, {
    ...(raOverrides as unknown as Messages),
    ...(appMessages as unknown as Messages),
    resources: resourceMessages(),
  }),
  specMessages(MSG, PASSWORD_RULE_MESSAGE),
);

export default en;
