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
  /**
   * The id of the last row of page `page - 1` under the same filters and sort: the page is then read after that row's
   * sort key (a seek) instead of skipping `(page - 1) * per_page` rows, so a deep page costs what the first does. A
   * hint: the same rows either way; ignored when that row no longer belongs to the list (the page is then skipped to).
   */
  after_id: { type: 'integer', minimum: 1 },
} as const;

/**
 * The count of a paged list's answer (`meta.total`, `meta.total_exact`). Lists count their rows exactly up to a bound
 * (LIST_EXACT_TOTAL, 10,000 by default); past it they stop counting, and `total` is how many rows there are at least.
 */
export const pageTotalProperties = {
  total: {
    type: 'integer',
    description: 'The number of records; with `total_exact` false, how many there are at least (a lower bound).',
  },
  total_exact: {
    type: 'boolean',
    description:
      'False when the list has more records than it counts exactly (LIST_EXACT_TOTAL): `total` and `last_page` are then lower bounds, and `links.next` says whether a next page exists.',
  },
} as const;
