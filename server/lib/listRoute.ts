import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { AreaListSchema } from '../../schemas/resource.js';
import { listQuerySchema, listRecords, type ListOptions, type ListQuery } from './crud.js';
import type { ListAnswer } from './memoryList.js';
import { errorResponses, ok, pagedOf, type JsonSchema } from './openapi/responses.js';
import { typedListQuerySchema } from './typedListQuery.js';

export interface ListRoute {
  tags: string[];
  /** One row of the answer, for the OpenAPI document. */
  row: JsonSchema;
  summary?: string;
  /** Each filter held to the values its field can have (lib/typedListQuery.ts): a wrong value is a 422, not an empty page. */
  typed?: boolean;
  /** The area's joins, row scoping and presentation for the caller (lib/crud.ts ListOptions). */
  options?: (request: FastifyRequest) => ListOptions;
  /** An area that reads its list its own way (checks of its own first); by default listRecords with `options`. */
  read?: (request: FastifyRequest, query: ListQuery, path: string) => Promise<ListAnswer>;
}

/**
 * The list route of an area's list schema: `GET <x-area-list path>` for holders of its list permission, its query the
 * parameters the schema declares (anything else answers 422 in listRecords), its answer a page of `row`. Routes only
 * say what is theirs; the query is typed from the querystring schema built from the list's schema (the type provider).
 */
export function listRoute(app: FastifyInstance, schema: AreaListSchema, route: ListRoute) {
  const { path, permissions } = schema['x-area-list'];
  const apiPath = `/api${path}`;
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    path,
    {
      config: { permission: permissions.list },
      schema: {
        tags: route.tags,
        ...(route.summary && { summary: route.summary }),
        querystring: route.typed ? typedListQuerySchema(schema) : listQuerySchema(schema),
        response: { ...ok(pagedOf(route.row)), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const query: ListQuery = request.query;
      return route.read
        ? route.read(request, query, apiPath)
        : listRecords(app.db, schema, query, apiPath, route.options?.(request));
    },
  );
}
