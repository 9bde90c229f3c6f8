/**
 * `npm run new:resource -- <name> [--dir <folder>]`: the two files of a plain resource (README "Add a resource") —
 * `schemas/<name>.ts` and `server/db/migrations/NNNN_<name>.ts` — as a working skeleton: a `name` field, list and
 * filter annotations, a menu entry under Settings, its words in the four languages (copy the English until
 * translated), permissions of its own (granted to the administrator), and the migration with the table, the unique
 * indexes of its `x-unique` fields and those permissions.
 * `--dir` writes both into another folder (`<dir>/schemas`, `<dir>/migrations`), as tests/api/new-resource.test.ts does.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('--'));
const dirIndex = args.indexOf('--dir');
const root = dirIndex >= 0 ? path.resolve(args[dirIndex + 1]) : undefined;

if (!name || !/^[a-z][a-z0-9_]{1,40}$/.test(name)) {
  console.error('Usage: npm run new:resource -- <name>   (lower-case letters, digits and _, e.g. vendor)');
  process.exit(2);
}

const camel = name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const title = name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
// react-admin's resource names are 'Singular |||| Plural'; the i18n check wants the plural form in every language.
const titles = `${title} |||| ${title.endsWith('s') ? title : `${title}s`}`;
const table = name.endsWith('s') ? name : `${name}s`;
const route = `settings/${table.replace(/_/g, '-')}`;
// the permission area: 'vendor' gives vendor.view, vendor.create, vendor.edit, vendor.delete
const area = name.replace(/_/g, '-');
const pluralLabel = (title.endsWith('s') ? title : `${title}s`).toLowerCase();
const schemaDir = root ? path.join(root, 'schemas') : path.resolve('schemas');
const migrationDir = root ? path.join(root, 'migrations') : path.resolve('server/db/migrations');
const imports = root
  ? { resource: path.relative(schemaDir, path.resolve('schemas/resource.js')), schema: `../schemas/${name}.js` }
  : { resource: './resource.js', schema: `../../../schemas/${name}.js` };
const columnsImport = root ? path.relative(migrationDir, path.resolve('server/db/columns.js')) : '../columns.js';
const grantsImport = root
  ? path.relative(migrationDir, path.resolve('server/db/permissionGrants.js'))
  : '../permissionGrants.js';
const rel = (p: string) => (p.startsWith('.') ? p : `./${p}`).split(path.sep).join('/');

/** Written in the project's code style, so the new files pass `npm run lint` as they are. */
async function writeFormatted(file: string, text: string) {
  const options = (await prettier.resolveConfig(path.resolve('package.json'))) ?? {};
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

const schemaFile = path.join(schemaDir, `${name}.ts`);
if (fs.existsSync(schemaFile)) {
  console.error(`${schemaFile} exists already.`);
  process.exit(1);
}
fs.mkdirSync(schemaDir, { recursive: true });
fs.mkdirSync(migrationDir, { recursive: true });
const taken = fs
  .readdirSync(migrationDir)
  .map((f) => Number(/^(\d{4})_/.exec(f)?.[1] ?? 0))
  .reduce((a, b) => Math.max(a, b), 0);
const migrationFile = path.join(migrationDir, `${String(Math.max(taken + 1, 100)).padStart(4, '0')}_${name}.ts`);

await writeFormatted(
  schemaFile,
  `import { ownPermissions, type ResourceSchema } from '${rel(imports.resource)}';

/** ${title}: a plain resource (README "Add a resource"). Translate the x-i18n texts; add fields as needed. */
export const ${camel}Schema = {
  $id: '${name}',
  type: 'object',
  title: '${title}',
  'x-i18n': { fr: '${titles}', de: '${titles}', nl: '${titles}' },
  'x-resource': {
    route: '${route}',
    path: '/${name.replace(/_/g, '-')}',
    table: '${table}',
    generic: true,
    audit: true,
    icon: 'Description',
    menu: { group: 'menu.settings' },
    recordRepresentation: 'name',
    defaultSort: { field: 'name', order: 'ASC' },
    // its own permissions, which its migration grants to the administrator; give them to other roles in Roles
    permissions: ownPermissions('${area}'),
  },
  properties: {
    id: { type: 'integer', readOnly: true, 'x-sortable': true },
    name: {
      type: 'string',
      title: 'Name',
      'x-i18n': { fr: 'Nom', de: 'Name', nl: 'Naam' },
      minLength: 1,
      maxLength: 191,
      'x-list': 1,
      'x-filter': 'search',
      'x-sortable': true,
      'x-unique': true,
    },
    active: {
      type: 'boolean',
      title: 'Active',
      'x-i18n': { fr: 'Actif', de: 'Aktiv', nl: 'Actief' },
      default: true,
      'x-list': 2,
      'x-filter': 'boolean',
    },
    created_at: { type: 'string', format: 'date-time', title: 'Created', readOnly: true, 'x-list': 3, 'x-sortable': true },
  },
  required: ['name'],
  additionalProperties: false,
} as const satisfies ResourceSchema;
`,
);

await writeFormatted(
  migrationFile,
  `import type { Kysely } from 'kysely';
import { createUniqueIndexes, withId, withTimestamps } from '${rel(columnsImport)}';
import { addPermissionsGrantedToAdmin, removePermissions, resourcePermissions } from '${rel(grantsImport)}';
import { ${camel}Schema } from '${rel(imports.schema)}';

const PERMISSIONS = resourcePermissions('${area}', '${pluralLabel}');

/**
 * The table of ${camel}Schema (SQLite and PostgreSQL), with the unique indexes of its x-unique fields, and its
 * permissions granted to the administrator.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('${table}'))
      .addColumn('name', 'varchar(191)', (c) => c.notNull())
      // Flags are 0/1 integers on both databases (server/lib/crud.ts turns them into true/false).
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await createUniqueIndexes(db, ${camel}Schema);
  await addPermissionsGrantedToAdmin(db, PERMISSIONS);
}

export async function down(db: Kysely<any>): Promise<void> {
  await removePermissions(db, PERMISSIONS);
  await db.schema.dropTable('${table}').execute();
}
`,
);
console.log(`Wrote ${path.relative(process.cwd(), schemaFile)} and ${path.relative(process.cwd(), migrationFile)}.`);
