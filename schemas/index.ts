/** Schemas with hand-written routes are listed here; plain resources are discovered from this folder. */
export { permissionSchema } from './permission.js';
export { roleSchema } from './role.js';
export { userSchema } from './user.js';
export { auditLogSchema } from './auditLog.js';
export type { ResourceSchema, SchemaProperty } from './resource.js';
