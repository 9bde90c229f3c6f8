/**
 * Every react-admin resource of the application, in react-admin's own `<Resource>` prop shape; the shell
 * spreads them into `<Admin>`. One folder per resource (react-admin e-commerce demo style) whose `index.ts`
 * default-exports that shape: the administration ones first, then any other folder, found by name.
 */
import type { ResourceProps } from 'react-admin';
import { auditLog } from './audit-log/index.js';
import { permissions } from './permissions/index.js';
import { roles } from './roles/index.js';
import { users } from './users/index.js';

const ADMINISTRATION: ResourceProps[] = [users, roles, permissions, auditLog];

const folders = import.meta.glob(['./*/index.ts', './*/index.tsx'], { eager: true }) as Record<
  string,
  { default?: unknown }
>;

function isResource(v: unknown): v is ResourceProps {
  return !!v && typeof v === 'object' && typeof (v as ResourceProps).name === 'string';
}

const others = Object.keys(folders)
  .sort()
  .map((path) => folders[path].default)
  .filter(isResource)
  .filter((r) => !ADMINISTRATION.some((a) => a.name === r.name));

export const resources: ResourceProps[] = [...ADMINISTRATION, ...others];

/** The same resources keyed by route (react-admin resource name), e.g. `resourceByRoute['settings/users']`. */
export const resourceByRoute: Record<string, ResourceProps> = Object.fromEntries(resources.map((r) => [r.name, r]));
