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
      delete_confirm: MSG.deleteConfirm,
      edit_title: 'Edit %{name}',
      breadcrumb: { label: 'Breadcrumb', add: 'Add', edit: 'Edit', show: 'View' },
      pagination: {
        go_to_page: 'Go to page',
        go: 'Go',
        above_last: 'The last page is %{last}.',
        invalid: 'Enter a page number.',
      },
      validation: { required: MSG.required, email: MSG.invalidEmailUser, pattern: 'Invalid format' },
    },
  },
};

export const fr = {
  caretaker: {
    generator: {
      no_records: 'Aucun enregistrement trouvé',
      delete_title: 'Supprimer',
      actions: 'Actions',
      filters: 'Filtres',
      delete_confirm: 'Êtes-vous sûr de vouloir supprimer cet élément ?',
      edit_title: 'Modifier %{name}',
      breadcrumb: { label: "Fil d'Ariane", add: 'Ajouter', edit: 'Modifier', show: 'Afficher' },
      pagination: {
        go_to_page: 'Aller à la page',
        go: 'Aller',
        above_last: 'La dernière page est %{last}.',
        invalid: 'Saisissez un numéro de page.',
      },
      validation: {
        required: 'Ce champ est obligatoire.',
        email: 'Adresse e-mail invalide',
        pattern: 'Format invalide',
      },
    },
  },
};

export const de = {
  caretaker: {
    generator: {
      no_records: 'Keine Einträge gefunden',
      delete_title: 'Löschen',
      actions: 'Aktionen',
      filters: 'Filter',
      delete_confirm: 'Möchten Sie diesen Eintrag wirklich löschen?',
      edit_title: '%{name} bearbeiten',
      breadcrumb: { label: 'Brotkrümelnavigation', add: 'Hinzufügen', edit: 'Bearbeiten', show: 'Anzeigen' },
      pagination: {
        go_to_page: 'Gehe zu Seite',
        go: 'Los',
        above_last: 'Die letzte Seite ist %{last}.',
        invalid: 'Geben Sie eine Seitenzahl ein.',
      },
      validation: {
        required: 'Dieses Feld ist erforderlich.',
        email: 'Ungültige E-Mail-Adresse',
        pattern: 'Ungültiges Format',
      },
    },
  },
};

export const nl = {
  caretaker: {
    generator: {
      no_records: 'Geen records gevonden',
      delete_title: 'Verwijderen',
      actions: 'Acties',
      filters: 'Filters',
      delete_confirm: 'Weet u zeker dat u dit item wilt verwijderen?',
      edit_title: '%{name} bewerken',
      breadcrumb: { label: 'Kruimelpad', add: 'Toevoegen', edit: 'Bewerken', show: 'Bekijken' },
      pagination: {
        go_to_page: 'Ga naar pagina',
        go: 'Ga',
        above_last: 'De laatste pagina is %{last}.',
        invalid: 'Voer een paginanummer in.',
      },
      validation: { required: 'Dit veld is verplicht.', email: 'Ongeldig e-mailadres', pattern: 'Ongeldig formaat' },
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
