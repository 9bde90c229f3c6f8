/**
 * The report routes every signed document has (spec part 2 §7, part 3 §7): the report as an HTML page, the PDF of the
 * record's current version, and its regeneration. An area supplies how its report is built and who may read and
 * regenerate it; the HTTP side (headers, CSP, file name, answer shape) is the same everywhere.
 */
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../schemas/common.js';
import type { PermissionSlug } from '../../domain/permissions.js';
import type { AuthUser } from '../plugins/auth.js';
import { REPORT_BUCKET } from '../plugins/storage.js';
import { bool, errorResponses, fileResponse, int, objectOf, ok, str } from './openapi/responses.js';

const pdfQuery = {
  type: 'object',
  properties: { download: { type: 'string', maxLength: 5 }, ticket: { type: 'string', maxLength: 200 } },
  additionalProperties: true,
} as const;

const fileInfo = objectOf({ bucket: str, file_path: str, url: str, version: int, generated_at: str });

export interface AreaReport {
  path: string;
  version: number;
  generated_at: string;
  pdf: Buffer;
  cached?: boolean;
}

export interface ReportRoutesDefinition<R extends AreaReport = AreaReport> {
  /** the record's address without the id: '/claims' */
  base: string;
  tags: string[];
  /** who may read the preview and the PDF */
  permission: PermissionSlug;
  /** what the summaries call it: 'claim report' */
  what: string;
  /** the downloaded file's name without '.pdf' */
  fileName: (id: number, report: R) => string;
  /** the PDF of the record's current version; force renders a new one (the area checks its workflow rule) */
  report: (id: number, user: AuthUser, force: boolean) => Promise<R>;
  preview?: { csp: string; html: (id: number, user: AuthUser) => Promise<string> };
  regenerate?: {
    /** 'report-generation' unless the spec names another */
    path?: string;
    permission?: PermissionSlug;
    message: string;
    summary?: string;
    /** answers whether an earlier report was given back (the trees' 180-second window) */
    tellsCached?: boolean;
  };
}

export function reportRoutes<R extends AreaReport>(app: FastifyInstance, def: ReportRoutesDefinition<R>): void {
  const { base, tags, permission, what } = def;

  if (def.preview) {
    const { csp, html } = def.preview;
    app.get<{ Params: { id: number } }>(
      `${base}/:id/preview`,
      {
        config: { permission },
        schema: {
          tags,
          summary: `The ${what} as an HTML page`,
          params: idParams,
          response: { ...fileResponse(['text/html'], 'The report page.'), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const page = await html(request.params.id, app.requireUser(request));
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', csp)
          .send(page);
      },
    );
  }

  app.get<{ Params: { id: number }; Querystring: { download?: string } }>(
    `${base}/:id/report`,
    {
      config: { permission, ticket: 'url' },
      schema: {
        tags,
        summary: `The ${what} as PDF (kept per version of the record)`,
        params: idParams,
        querystring: pdfQuery,
        response: { ...fileResponse(['application/pdf'], 'The report.'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const r = await def.report(request.params.id, app.requireUser(request), false);
      const kind = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `${kind}; filename="${def.fileName(request.params.id, r)}.pdf"`)
        .header('x-report-version', String(r.version))
        .send(r.pdf);
    },
  );

  if (def.regenerate) {
    const { path = 'report-generation', message, summary, tellsCached } = def.regenerate;
    app.get<{ Params: { id: number } }>(
      `${base}/:id/${path}`,
      {
        config: { permission: def.regenerate.permission ?? permission },
        schema: {
          tags,
          summary: summary ?? `Regenerate the ${what}`,
          params: idParams,
          response: {
            ...ok(
              objectOf({
                message: str,
                data: tellsCached ? objectOf({ cached: bool, file_info: fileInfo }) : objectOf({ file_info: fileInfo }),
              }),
            ),
            ...errorResponses(401, 403, 404, 409),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const r = await def.report(id, app.requireUser(request), true);
        const file_info = {
          bucket: REPORT_BUCKET,
          file_path: r.path,
          url: `/api${base}/${id}/report`,
          version: r.version,
          generated_at: r.generated_at,
        };
        return { message, data: tellsCached ? { cached: r.cached === true, file_info } : { file_info } };
      },
    );
  }
}
