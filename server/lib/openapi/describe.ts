import { PERMISSIONS } from '../../../domain/permissions.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../domain/constants.js';
import type { RouteAccess } from '../../plugins/auth.js';
import type { JsonSchema } from './responses.js';
import { workflowRuleText } from './workflowSteps.js';

/**
 * The descriptions of the document, written from what the route declares — its summary, its access rule, the workflow
 * table it applies and its parameters' names — so a route added later is described without anyone remembering to.
 * A route's own `description` (on the operation or on a parameter's schema) wins.
 */

const permissionName = new Map(PERMISSIONS.map((p) => [p.slug as string, p.name]));
const named = (slug: string) => `\`${slug}\` (${permissionName.get(slug) ?? slug})`;

function accessText(access: RouteAccess): string {
  if (access.auth === 'public') return 'Public: no sign-in needed.';
  const how = 'Needs a bearer token';
  if (!access.permission) return `${how}; any role.`;
  const slugs = typeof access.permission === 'string' ? [access.permission] : [...access.permission];
  const which =
    slugs.length === 1 ? `the permission ${named(slugs[0])}` : `one of the permissions ${slugs.map(named).join(', ')}`;
  return `${how} with ${which}; records outside the caller's schools or zones answer 404.`;
}

/** The operation's description: its summary as a sentence, who may call it and, for a workflow step, the rule. */
export function operationDescription(method: string, url: string, summary: string, access: RouteAccess): string {
  const sentence = /[.!?]$/.test(summary) ? summary : `${summary}.`;
  return [sentence, accessText(access), workflowRuleText(method, url)].filter(Boolean).join('\n\n');
}

const words = (name: string) =>
  name
    .replace(/\[\]$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

const QUERY_TEXT: Record<string, string> = {
  page: 'The page to answer, from 1.',
  per_page: `Records per page (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}).`,
  all: '`1` or `true`: every record, unpaged (the answer then has `data` only).',
  no_paginate: 'The same as `all`.',
  order: 'Sort direction of `sort`.',
  'id[]': 'Only the records with these ids.',
  ticket: 'A signed-URL or event-stream ticket, for a link the browser opens itself (instead of the bearer header).',
  download: '`1`: send as an attachment (Content-Disposition) instead of inline.',
  thumbnail: '`1`: the thumbnail instead of the file.',
  thumb: '`1`: the thumbnail instead of the file.',
  search: 'Words to look for (case-insensitive, anywhere in the text).',
  format: 'The file format (`xlsx` or `csv`).',
  start_date: 'From this date (inclusive, YYYY-MM-DD).',
  end_date: 'Up to this date (inclusive, YYYY-MM-DD).',
};

function sortText(schema: JsonSchema): string {
  const fields = schema.enum as string[] | undefined;
  return fields?.length
    ? `The field to sort by: ${fields.map((f) => `\`${f}\``).join(', ')} (any other answers 422).`
    : 'The field to sort by.';
}

function parameterText(name: string, schema: JsonSchema, where: 'query' | 'path'): string {
  if (where === 'path') return name === 'id' ? "The record's id." : `The ${words(name)} (an id unless said otherwise).`;
  if (name === 'sort') return sortText(schema);
  if (QUERY_TEXT[name]) return QUERY_TEXT[name];
  if (name.endsWith('[]')) return `Filter: records whose ${words(name)} is any of these values.`;
  return `Filter: records whose ${words(name)} matches this value.`;
}

/** A copy of a querystring or params schema with a description on every property that has none. */
export function describeParameters(schema: unknown, where: 'query' | 'path'): unknown {
  const s = schema as JsonSchema | undefined;
  const properties = s?.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return schema;
  const described = Object.fromEntries(
    Object.entries(properties).map(([name, p]) => [
      name,
      p.description ? p : { ...p, description: parameterText(name, p, where) },
    ]),
  );
  return { ...s, properties: described };
}
