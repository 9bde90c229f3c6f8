/**
 * What the shell mounts, discovered from the folders so that areas plug in without editing App.tsx:
 *
 * - `resources/index.tsx`: `export const resources: ResourceProps[]` — `{ name, list, create, edit, show, icon,
 *   recordRepresentation, options }`, each spread into `<Resource>`; `name` is the react-admin resource name =
 *   the client route (e.g. `settings/users`). A folder `resources/<name>/index.ts(x)` with a default export
 *   (or a named `resource`) of the same shape is picked up too.
 * - `custom-pages/<area>/routes.tsx`: default export (or named `routes`) — `PageRoute[]`
 *   `{ path, element, noLayout? }` (noLayout = public page without the shell).
 * - `src/generator/index.ts(x)`, when it exports `generateResource(schema)`: builds the screens of every
 *   schema in `schemas/` that has no `resources/` folder entry.
 */
import type { ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceSchema } from '../schemas/resource.js';
import { SCHEMAS } from './resourceRegistry.js';
import type { PermissionSlug } from '../domain/permissions.js';

export interface ResourceDefinition {
  name: string;
  list?: ResourceProps['list'];
  create?: ResourceProps['create'];
  edit?: ResourceProps['edit'];
  show?: ResourceProps['show'];
  icon?: ResourceProps['icon'];
  recordRepresentation?: ResourceProps['recordRepresentation'];
  options?: Record<string, unknown>;
  hasCreate?: boolean;
  hasEdit?: boolean;
  hasShow?: boolean;
}

export interface PageRoute {
  path: string;
  element: ReactNode;
  /** Public page outside the authenticated shell. */
  noLayout?: boolean;
  /** The permission slug the page needs: without it the shell shows the 403 page instead of a form that fails on save. */
  permission?: PermissionSlug;
}

type Module = Record<string, unknown>;

function pick<T>(mod: Module, named: string): T | undefined {
  return (mod.default ?? mod[named]) as T | undefined;
}

export function collectResources(
  resourceModules: Record<string, Module>,
  schemas: Record<string, ResourceSchema>,
  generate?: (schema: ResourceSchema) => ResourceDefinition | null | undefined,
): ResourceDefinition[] {
  const byName = new Map<string, ResourceDefinition>();
  // folder modules first, then the top-level resources/index (which wins on a name clash); ordered by code unit, not
  // localeCompare, whose first call loads the browser's collation data (about 7 ms of the shell's start on a laptop)
  const paths = Object.keys(resourceModules)
    .sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : a > b ? 1 : 0))
    .reverse();
  for (const path of paths) {
    const mod = resourceModules[path];
    const def = (mod.resources ?? pick<ResourceDefinition | ResourceDefinition[]>(mod, 'resource')) as
      ResourceDefinition | ResourceDefinition[] | undefined;
    for (const d of Array.isArray(def) ? def : def ? [def] : []) if (d?.name) byName.set(d.name, d);
  }
  if (generate) {
    for (const [route, schema] of Object.entries(schemas)) {
      if (byName.has(route)) continue;
      try {
        const def = generate(schema);
        if (def) byName.set(route, { ...def, name: route });
      } catch (e) {
        console.error(`Could not generate screens for ${route}`, e);
      }
    }
  }
  return [...byName.values()];
}

export function collectRoutes(routeModules: Record<string, Module>): PageRoute[] {
  const out: PageRoute[] = [];
  for (const path of Object.keys(routeModules).sort()) {
    const routes = pick<PageRoute[]>(routeModules[path], 'routes');
    if (Array.isArray(routes)) out.push(...routes.filter((r) => r && typeof r.path === 'string'));
  }
  return out;
}

const resourceModules = import.meta.glob(
  ['../resources/index.ts', '../resources/index.tsx', '../resources/*/index.ts', '../resources/*/index.tsx'],
  {
    eager: true,
  },
) as Record<string, Module>;
const routeModules = import.meta.glob(['../custom-pages/*/routes.tsx', '../custom-pages/*/routes.ts'], {
  eager: true,
}) as Record<string, Module>;
const generatorModules = import.meta.glob(['./generator/generateResource.tsx'], { eager: true }) as Record<
  string,
  Module
>;

const generator = Object.values(generatorModules)[0]?.generateResource as
  ((schema: ResourceSchema) => ResourceDefinition) | undefined;

export const RESOURCES: ResourceDefinition[] = collectResources(resourceModules, SCHEMAS, generator);
export const PAGE_ROUTES: PageRoute[] = collectRoutes(routeModules);
