/**
 * The "eject" path: the TSX source equivalent to the screens `generateResource` builds for a schema,
 * printed from the same view maps. Paste it into `resources/<name>/` and edit freely.
 */
import type { ResourceSchema } from '../../schemas/resource.js';
import { filterFields, formFields, inferFields, listColumns, showFields } from './inferFields.js';
import { filterMap, inputSpec, listFieldMap, showFieldMap } from './maps.js';
import { code, COMPONENTS, componentsOf, el, printSpec, type ElSpec } from './spec.js';
import type { FieldOverrides, FormMode, ServerColumn } from './types.js';
import { validatorImports } from './validation.js';

const element = (src: string) => code(null, src);

function pascal(s: string): string {
  return s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}

const wrap = (name: string, body: string) => `export const ${name} = () => (\n${body}\n);`;

export function printResourceTsx(
  schema: ResourceSchema,
  overrides: FieldOverrides = {},
  serverColumns?: ServerColumn[],
): string {
  const res = schema['x-resource'];
  const perms = res.permissions;
  const fields = inferFields(schema, overrides);
  const base = pascal(schema.title ?? schema.$id);
  const filtersName = `${base[0].toLowerCase()}${base.slice(1)}Filters`;
  const specs: ElSpec[] = [];
  const sections: string[] = [];

  const filters = filterFields(fields).map((f) => filterMap[f.filter](f, {}));
  specs.push(...filters);
  if (filters.length)
    sections.push(`const ${filtersName} = [\n${filters.map((f) => `${printSpec(f, '    ')},`).join('\n')}\n];`);

  const rowActions: ElSpec[] =
    perms.update || perms.delete
      ? [
          el('DataTable.Col', { label: '', disableSort: true }, [
            el('RowActions', { edit: perms.update ? undefined : false, remove: perms.delete ? undefined : false }),
          ]),
        ]
      : [];
  const list = el(
    'List',
    {
      filters: filters.length ? code(null, filtersName) : undefined,
      perPage: 25,
      debounce: 300,
      sort: res.defaultSort,
      pagination: element('<ListPagination />'),
      actions: element('<ListTopToolbar />'),
      empty: false,
      exporter: false,
    },
    [
      el(
        'DataTable',
        {
          rowClick: perms.update ? 'edit' : perms.show ? 'show' : false,
          bulkActionButtons: false,
          empty: element('<NoRecords />'),
        },
        [...listColumns(fields, serverColumns).map((c) => listFieldMap[c.type](c, {})), ...rowActions],
      ),
    ],
  );
  specs.push(list);
  sections.push(wrap(`${base}List`, printSpec(list, '    ')));

  const writable = formFields(fields).map((f) => f.source);
  const writeOnly = fields.filter((f) => f.writeOnly).map((f) => f.source);
  const form = (mode: FormMode) =>
    el(
      'SimpleForm',
      { toolbar: element('<FormToolbar />') },
      formFields(fields).map((f) => inputSpec(f, { mode }, fields)),
    );
  const formScreen = (mode: FormMode, wrapper: 'Create' | 'Edit') => {
    const screen = el('Fragment', {}, [
      el('Breadcrumbs', { action: mode === 'create' ? 'add' : 'edit' }),
      el(
        wrapper,
        {
          redirect: 'list',
          mutationMode: wrapper === 'Edit' ? 'pessimistic' : undefined,
          transform: code(null, 'transform'),
        },
        [form(mode)],
      ),
    ]);
    specs.push(screen);
    return printSpec(screen, '    ')
      .replace(/<Fragment>/g, '<>')
      .replace(/<\/Fragment>/g, '</>');
  };
  if (perms.create || perms.update) {
    sections.push(
      `const WRITABLE = ${JSON.stringify(writable)};\nconst WRITE_ONLY = ${JSON.stringify(writeOnly)};\n` +
        `const transform = (data: Record<string, unknown>) =>\n    Object.fromEntries(\n        Object.entries(data).filter(([k, v]) => WRITABLE.includes(k) && !(WRITE_ONLY.includes(k) && (v === '' || v == null))),\n    );`,
    );
  }
  if (perms.create) sections.push(wrap(`${base}Create`, formScreen('create', 'Create')));
  if (perms.update) sections.push(wrap(`${base}Edit`, formScreen('edit', 'Edit')));
  if (perms.show) {
    const show = el('Fragment', {}, [
      el('Breadcrumbs', { action: 'show' }),
      el('Show', {}, [
        el(
          'SimpleShowLayout',
          {},
          showFields(fields).map((f) => showFieldMap[f.type](f, {})),
        ),
      ]),
    ]);
    specs.push(show);
    sections.push(
      wrap(
        `${base}Show`,
        printSpec(show, '    ')
          .replace(/<Fragment>/g, '<>')
          .replace(/<\/Fragment>/g, '</>'),
      ),
    );
  }

  const views = [`list: ${base}List`];
  if (perms.create) views.push(`create: ${base}Create`);
  if (perms.update) views.push(`edit: ${base}Edit`);
  if (perms.show) views.push(`show: ${base}Show`);
  views.push(`recordRepresentation: ${JSON.stringify(res.recordRepresentation ?? 'id')}`);
  sections.push(`export default { ${views.join(', ')} };`);

  const body = sections.join('\n\n');
  const used = componentsOf(specs);
  used.delete('Fragment');
  const generatorParts = [
    'Breadcrumbs',
    'FormToolbar',
    'ListPagination',
    'ListTopToolbar',
    'NoRecords',
    'RowActions',
  ].filter((n) => body.includes(`<${n}`));
  const fromGenerator = new Set(generatorParts);
  const fromRa = new Set<string>(validatorImports(body));
  for (const name of used) {
    const from = COMPONENTS[name]?.from ?? (fromGenerator.has(name) ? '../src/generator' : 'react-admin');
    (from === 'react-admin' ? fromRa : fromGenerator).add(name);
  }
  const imports = [
    `import { ${[...fromRa].sort().join(', ')} } from 'react-admin';`,
    `import { ${[...fromGenerator].sort().join(', ')} } from '../../src/generator';`,
  ];
  return `// Ejected from schema '${schema.$id}' (route ${res.route}): the screens the generator builds, as source.\n${imports.join('\n')}\n\n${body}\n`;
}
