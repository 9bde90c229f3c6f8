/**
 * Messages of the generated screens (`caretaker.generator.*`), in the four interface languages.
 * English is the specification's wording (domain/messages.ts).
 */
import { MSG } from '../../domain/messages.js';
import type { ResourceSchema } from '../../schemas/resource.js';
import { humanize } from './inferFields.js';

export const en = {
  caretaker: {
    generator: {
      no_records: MSG.noRecords,
      delete_title: 'Delete',
      actions: 'Actions',
      filters: 'Filters',
      search: 'Search',
      reset: 'Reset',
      delete_confirm: MSG.deleteConfirm,
      edit_title: 'Edit %{name}',
      breadcrumb: { label: 'Breadcrumb', add: 'Add', edit: 'Edit', show: 'View' },
      pagination: {
        go_to_page: 'Go to page',
        go: 'Go',
        above_last: 'The last page is %{last}.',
        invalid: 'Enter a page number.',
        more_than: '%{from}–%{to} of more than %{count}',
      },
      validation: { required: MSG.required, email: MSG.invalidEmailUser, pattern: 'Invalid format' },
    },
  },
};

/** English `resources.<route>` messages derived from a schema: `name` ('User |||| Users') and field titles. */
export function schemaMessages(
  schema: ResourceSchema,
  plural?: string,
): { name: string; fields: Record<string, string> } {
  const singular = schema.title ?? humanize(schema.$id);
  const fields: Record<string, string> = {};
  for (const [source, p] of Object.entries(schema.properties)) fields[source] = p.title ?? humanize(source);
  return { name: `${singular} |||| ${plural ?? `${singular}s`}`, fields };
}
