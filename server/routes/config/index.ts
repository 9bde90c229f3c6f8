import type { FastifyInstance } from 'fastify';
import { menuFor, type MenuEntry } from '../../../domain/menu.js';
import { PERMISSION_CATEGORIES } from '../../../domain/permissions.js';
import { userSchema } from '../../../schemas/user.js';
import { roleSchema } from '../../../schemas/role.js';
import { columnDefs } from '../../lib/schemaRegistry.js';

export default async function configRoutes(app: FastifyInstance) {
  const { config } = app;

  app.get('/config', { config: { auth: 'public' }, schema: { tags: ['config'] } }, async () => ({
    data: { app_name: 'Caretaker', company_name: config.companyName, support_email: config.supportEmail, locales: ['en', 'fr', 'de', 'nl'], session_ttl: config.sessionTtlSeconds },
  }));

  app.get('/config/menu', { config: { auth: 'user' }, schema: { tags: ['config'] } }, async (request) => {
    const user = app.requireUser(request);
    const fill = (entries: MenuEntry[]): MenuEntry[] =>
      entries.map((e) => ({ ...e, href: e.href?.replace('{supportEmail}', config.supportEmail), children: e.children ? fill(e.children) : undefined }));
    return { data: fill(menuFor(user.permissions)) };
  });

  // Column definitions for resources with hand-written routes; generic ones get theirs from the CRUD generator.
  for (const schema of [userSchema, roleSchema]) {
    app.get(`/config/${schema.$id}`, { config: { permission: schema['x-resource'].permissions.list }, schema: { tags: ['config'] } }, async () => ({
      data: { columns: columnDefs(schema), resource: schema.$id, path: schema['x-resource'].path, route: schema['x-resource'].route },
    }));
  }

  app.get('/permission/config', { config: { auth: 'user' }, schema: { tags: ['config'] } }, async () => {
    const rows = await app.db.selectFrom('permissions').select('category').distinct().orderBy('category').execute();
    return { data: [...new Set([...PERMISSION_CATEGORIES, ...rows.map((r) => r.category)])].sort() };
  });
}
