import type {
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

/**
 * The request of a route whose handler is written apart from its registration (one handler for PUT and PATCH, a step
 * shared by several routes): its params, query and body typed from the route's `as const` schema, as the type provider
 * types an inline handler's.
 */
export type SchemaRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  JsonSchemaToTsProvider
>;
