import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { MENU, menuFor, plural, resourceMenuKey, withResourceEntries, type MenuEntry } from '../../../domain/menu.js';
import type { ResourceSchema } from '../../../schemas/resource.js';
import { ZONES } from '../../../domain/constants.js';
import { scopeOf } from '../../lib/scope.js';
import { PERMISSION_CATEGORIES } from '../../../domain/permissions.js';
import { userSchema } from '../../../schemas/user.js';
import { roleSchema } from '../../../schemas/role.js';
import { columnDefs } from '../../lib/schemaRegistry.js';
import { arrayOf, int, listOf, objectOf, ok, str } from '../../lib/openapi/responses.js';
import { resourceConfig } from '../../lib/openapi/records.js';

const publicConfig = objectOf({
  data: objectOf({
    app_name: str,
    company_name: str,
    support_email: str,
    locales: arrayOf(str),
    session_ttl: int,
    time_zone: str,
    /** The organisations' sign-in buttons (docs/single-sign-on.md): /api/auth/sso/{id}/start. */
    sso_providers: arrayOf(objectOf({ id: str, name: str })),
  }),
});

export default async function configRoutes(untyped: FastifyInstance, opts: { schemas?: ResourceSchema[] } = {}) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  // The hand-written menu plus an entry for each schema resource that asks for one (`x-resource.menu`).
  const menu = withResourceEntries(
    MENU,
    (opts.schemas ?? [])
      .filter((s) => s['x-resource'].menu)
      .map((s) => ({
        key: resourceMenuKey(s.$id),
        title: s['x-resource'].menu?.title ?? plural(s.title ?? s.$id),
        href: `/${s['x-resource'].route}`,
        icon: s['x-resource'].icon,
        permission: s['x-resource'].permissions.list,
        group: s['x-resource'].menu?.group,
        order: s['x-resource'].menu?.order,
      })),
  );
  const { config } = app;

  app.get(
    '/config',
    {
      config: { auth: 'public' },
      schema: { tags: ['config'], summary: 'Public settings for the sign-in page', response: ok(publicConfig) },
    },
    async () => ({
      data: {
        app_name: 'Caretaker',
        company_name: config.companyName,
        support_email: config.supportEmail,
        locales: ['en', 'fr', 'de', 'nl'],
        session_ttl: config.sessionTtlSeconds,
        // the browser's "today" and "this month" follow the installation's zone, not the device's
        time_zone: config.timeZone,
        sso_providers: config.ssoProviders.map((p) => ({ id: p.id, name: p.name })),
      },
    }),
  );

  app.get(
    '/config/menu',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['config'],
        summary: 'The menu for the signed-in user',
        response: ok(listOf({ type: 'object' })),
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const fill = (entries: MenuEntry[]): MenuEntry[] =>
        entries.map((e) => ({
          ...e,
          href: e.href?.replace('{supportEmail}', config.supportEmail),
          children: e.children ? fill(e.children) : undefined,
        }));
      return { data: fill(menuFor(user.permissions, undefined, menu)) };
    },
  );

  // Column definitions for resources with hand-written routes; generic ones get theirs from the CRUD generator.
  for (const schema of [userSchema, roleSchema]) {
    app.get(
      `/config/${schema.$id}`,
      {
        config: { permission: schema['x-resource'].permissions.list },
        schema: { tags: ['config'], response: ok(resourceConfig) },
      },
      async () => ({
        data: {
          columns: columnDefs(schema),
          resource: schema.$id,
          path: schema['x-resource'].path,
          route: schema['x-resource'].route,
        },
      }),
    );
  }

  app.get(
    '/permission/config',
    {
      config: { auth: 'user' },
      schema: { tags: ['config'], summary: 'Permission categories', response: ok(listOf(str)) },
    },
    async () => {
      const rows = await app.db.selectFrom('permissions').select('category').distinct().orderBy('category').execute();
      return { data: [...new Set([...PERMISSION_CATEGORIES, ...rows.map((r) => r.category)])].sort() };
    },
  );

  app.get(
    '/config/zones-in-charge',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['config'],
        summary: "The zones the signed-in user works in (every zone for roles that see all): a zone field's choices",
        response: ok(listOf(str)),
      },
    },
    async (request) => {
      const s = scopeOf(app.requireUser(request));
      return {
        data: s.kind === 'zones' ? ZONES.filter((z) => s.zones.includes(z)) : s.kind === 'all' ? [...ZONES] : [],
      };
    },
  );
}
