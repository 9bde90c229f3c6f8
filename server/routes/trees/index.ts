import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { idParams } from '../../../schemas/common.js';
import { TREE_CATEGORIES, TREE_FIELD_TYPES, TREE_MSG, TREE_STATUSES } from '../../../domain/treeFields.js';
import { audit } from '../../lib/audit.js';
import { registerOwnerAccess } from '../../lib/ownerAccess.js';
import {
  arrayOf,
  created,
  errorResponses,
  int,
  messageOnly,
  objectOf,
  ok,
  recordOf,
  str,
} from '../../lib/openapi/responses.js';
import { TREE_PREVIEW_CSP, renderTreeHtml } from '../../lib/reports/treeReport.js';
import { TREE_OWNERS, treeAttachmentAccess } from '../../services/trees/access.js';
import {
  createTreeInspection,
  deleteTreeInspection,
  updateTreeInspection,
  updateTreeSchool,
} from '../../services/trees/edit.js';
import { addTree, deleteTree } from '../../services/trees/sections.js';
import { treeReport, treeReportModel } from '../../services/trees/report.js';
import { reportRoutes } from '../../lib/reportRoutes.js';
import {
  loadTreeInspection,
  treeChecklistListOptions,
  treeInspectionListOptions,
} from '../../services/trees/repository.js';
import { listRoute } from '../../lib/listRoute.js';
import { registerUploadPurpose } from '../../lib/resumable/registry.js';
import { treePhotoUpload } from '../../services/trees/uploads.js';
import { treeInspectionListSchema } from '../../../schemas/treeInspection.js';
import { treeChecklistListSchema } from '../../../schemas/treeChecklist.js';
import { checklistRow, inspectionRow, record, updateForm } from './schemas.js';

/** Tree checklists and tree inspections (spec part 3 §7 "Tree", issue 14). */
export default async function treeRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const tags = ['tree inspections'];
  const db = app.db;
  for (const owner of TREE_OWNERS) registerOwnerAccess(treeAttachmentAccess(owner));
  registerUploadPurpose('tree-photo', treePhotoUpload);

  const config = {
    config: { permission: 'tree-inspection.view' as const },
    schema: {
      tags,
      response: ok(
        objectOf({
          data: objectOf({ categories: arrayOf(str), statuses: arrayOf(str), field_types: arrayOf(str) }),
        }),
      ),
    },
  };
  const configData = async () => ({
    data: { categories: [...TREE_CATEGORIES], statuses: [...TREE_STATUSES], field_types: [...TREE_FIELD_TYPES] },
  });
  app.get('/config/inspection-tree', config, configData);
  app.get('/config/checklist-tree', { ...config, config: { permission: 'checklist.view' } }, configData);

  listRoute(app, treeChecklistListSchema, { tags, row: checklistRow, options: () => treeChecklistListOptions });
  listRoute(app, treeInspectionListSchema, {
    tags,
    row: inspectionRow,
    options: (request) => treeInspectionListOptions(app.requireUser(request)),
  });

  const createRoute = {
    config: { permission: 'tree-inspection.edit' as const },
    schema: {
      tags,
      body: {
        type: 'object',
        properties: {
          tree_checklist_id: { type: ['integer', 'null'] },
          school_id: { type: ['integer', 'null'] },
          location: { type: ['string', 'null'], maxLength: 500 },
        },
      },
      response: {
        ...created(objectOf({ message: str, data: objectOf({ id: int }) })),
        ...errorResponses(400, 401, 403, 422),
      },
    },
  };
  // Spec §7 gives both paths for creation.
  for (const path of ['/tree-inspection', '/tree-inspection/create-tree-inspection'])
    app.post<{ Body: { tree_checklist_id?: number | null; school_id?: number | null; location?: string | null } }>(
      path,
      createRoute,
      async (request, reply) => {
        const id = await createTreeInspection(app, app.requireUser(request), request.body ?? {});
        await audit(db, request, { action: 'create', entity: 'tree_inspection', entityId: id });
        return reply.code(201).send({ message: TREE_MSG.created, data: { id } });
      },
    );

  app.get<{ Params: { id: number } }>(
    '/tree-inspection/:id',
    {
      config: { permission: 'tree-inspection.view' },
      schema: { tags, params: idParams, response: { ...ok(recordOf(record)), ...errorResponses(401, 403, 404) } },
    },
    async (request) => ({ data: await loadTreeInspection(db, request.params.id, app.requireUser(request)) }),
  );

  app.post<{ Params: { id: number } }>(
    '/tree-inspection/update-tree-inspection/:id',
    {
      config: { permission: 'tree-inspection.edit' },
      schema: {
        tags,
        summary: 'Save or submit the form, or (with tree_checklist_item_id) the evidence of one tree',
        params: idParams,
        ...updateForm,
        response: { ...ok(recordOf(record)), ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const r = await updateTreeInspection(app, request, user, request.params.id);
      await audit(db, request, { action: 'update', entity: 'tree_inspection', entityId: request.params.id });
      return { message: r.message, data: await loadTreeInspection(db, request.params.id, user) };
    },
  );

  app.post<{ Params: { id: number }; Body: { school_id?: number } }>(
    '/tree-inspection/update-tree-inspection-school/:id',
    {
      config: { permission: 'tree-inspection.edit' },
      schema: {
        tags,
        params: idParams,
        body: { type: 'object', properties: { school_id: { type: ['integer', 'null'] } } },
        response: { ...ok(messageOnly), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await updateTreeSchool(app, app.requireUser(request), request.params.id, request.body?.school_id);
      await audit(db, request, { action: 'update_school', entity: 'tree_inspection', entityId: request.params.id });
      return { message: TREE_MSG.schoolUpdated };
    },
  );

  app.post<{ Body: { inspection_id: number } }>(
    '/tree-inspection/add-tree-inspection-subitem',
    {
      config: { permission: 'tree-inspection.edit' },
      schema: {
        tags,
        body: {
          type: 'object',
          properties: { inspection_id: { type: 'integer', minimum: 1 } },
          required: ['inspection_id'],
        },
        response: {
          ...ok(objectOf({ message: str, data: objectOf({ id: int, sequence: int }) })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      message: TREE_MSG.saved,
      data: await addTree(app, app.requireUser(request), request.body.inspection_id),
    }),
  );

  app.post<{ Body: { inspection_id: number; tree_inspection_item_id: number } }>(
    '/tree-inspection/delete-tree-inspection-subitem',
    {
      config: { permission: 'tree-inspection.edit' },
      schema: {
        tags,
        body: {
          type: 'object',
          properties: {
            inspection_id: { type: 'integer', minimum: 1 },
            tree_inspection_item_id: { type: 'integer', minimum: 1 },
          },
          required: ['inspection_id', 'tree_inspection_item_id'],
        },
        response: { ...ok(messageOnly), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteTree(app, app.requireUser(request), request.body.inspection_id, request.body.tree_inspection_item_id);
      return { message: TREE_MSG.deleted };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/tree-inspection/:id',
    {
      config: { permission: 'tree-inspection.edit' },
      schema: { tags, params: idParams, response: { ...ok(messageOnly), ...errorResponses(401, 403, 404, 409) } },
    },
    async (request) => {
      await deleteTreeInspection(app, app.requireUser(request), request.params.id);
      await audit(db, request, { action: 'delete', entity: 'tree_inspection', entityId: request.params.id });
      return { message: TREE_MSG.deleted };
    },
  );

  reportRoutes(app, {
    base: '/tree-inspection',
    tags,
    permission: 'tree-inspection.view',
    what: 'service report',
    preview: { csp: TREE_PREVIEW_CSP, html: async (id, user) => renderTreeHtml(await treeReportModel(app, id, user)) },
    report: (id, user, force) => treeReport(app, id, user, force),
    fileName: (id) => `tree-inspection-${id}`,
    regenerate: {
      path: 'regenerate',
      permission: 'tree-inspection.edit',
      message: TREE_MSG.regenerated,
      summary: 'Regenerate the service report (a second call within 180 seconds gives back the same report)',
      tellsCached: true,
    },
  });
}
