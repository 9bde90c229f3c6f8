import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/constants.js';

/**
 * Request pieces every area repeats, declared once and `as const` so a route's `request.params` and `request.query`
 * are typed from them (the Fastify type provider reads the literal schema).
 */

/** `/things/:id`: a record's id in the path. */
export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

/** `/things/:id/…/:attachmentId`: one file of a record. */
export const attachmentParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 }, attachmentId: { type: 'integer', minimum: 1 } },
  required: ['id', 'attachmentId'],
} as const;

/** A step that takes nothing: an empty JSON object or no body; anything sent (text, a list, fields) is refused, not ignored. */
export const noBody = { type: ['object', 'null'], properties: {}, additionalProperties: false } as const;

/** Querystring properties shared by every paged list route (server/lib/listParameters.ts keys lists on `per_page`). */
export const pagingQuerySchema = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  all: { type: 'string', enum: ['1', 'true', '0', 'false'] },
  no_paginate: { type: 'string', enum: ['1', 'true', '0', 'false'] },
  sort: { type: 'string', maxLength: 64 },
  order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
} as const;
