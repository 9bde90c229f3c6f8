/**
 * Every react-admin resource of the application, in react-admin's own `<Resource>` prop shape; the shell
 * spreads them into `<Admin>`. One folder per resource (react-admin e-commerce demo style).
 */
import type { ResourceProps } from 'react-admin';
import { auditLog } from './audit-log/index.js';
import { documents } from './documents/index.js';
import { permissions } from './permissions/index.js';
import { roles } from './roles/index.js';
import { schools } from './schools/index.js';
import { users } from './users/index.js';

export const resources: ResourceProps[] = [users, roles, permissions, auditLog, documents, schools];

/** The same resources keyed by route (react-admin resource name), e.g. `resourceByRoute['settings/users']`. */
export const resourceByRoute: Record<string, ResourceProps> = Object.fromEntries(resources.map((r) => [r.name, r]));
