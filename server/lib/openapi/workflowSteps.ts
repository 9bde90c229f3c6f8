import { CLAIM_TRANSITIONS } from '../../../domain/claimWorkflow.js';
import { COP_TRANSITIONS } from '../../../domain/copWorkflow.js';
import { DELIVERABLE_TRANSITIONS } from '../../../domain/deliverableWorkflow.js';
import { INSPECTION_TRANSITIONS } from '../../../domain/inspectionWorkflow.js';
import { QUOTATION_TRANSITIONS } from '../../../domain/quotationWorkflow.js';
import { TREE_TRANSITIONS } from '../../../domain/treeInspectionWorkflow.js';
import { WSO_TRANSITIONS } from '../../../domain/wsoWorkflow.js';
import { ROLE_NAMES, type RoleSlug } from '../../../domain/roles.js';

/**
 * Which workflow steps a route runs, so its OpenAPI description says who may take them and from which states — read
 * from the same tables the services decide with, so the document cannot drift from the rule. A route not listed here
 * is not a workflow step (or its step is chosen by its body, and the listed actions are those it can run).
 */
interface Rule {
  action: string;
  from: readonly string[];
  roles: readonly string[];
}
interface Step {
  record: string;
  table: readonly Rule[];
  actions: readonly string[];
}

const Q = (...actions: string[]): Step => ({ record: 'quotation', table: QUOTATION_TRANSITIONS, actions });
const C = (...actions: string[]): Step => ({ record: 'claim', table: CLAIM_TRANSITIONS, actions });
const W = (...actions: string[]): Step => ({ record: 'work service order', table: WSO_TRANSITIONS, actions });
const I = (...actions: string[]): Step => ({ record: 'inspection', table: INSPECTION_TRANSITIONS, actions });
const D = (...actions: string[]): Step => ({ record: 'deliverable', table: DELIVERABLE_TRANSITIONS, actions });
const P = (...actions: string[]): Step => ({ record: 'contract progress claim', table: COP_TRANSITIONS, actions });
const T = (...actions: string[]): Step => ({ record: 'tree inspection', table: TREE_TRANSITIONS, actions });

/** `METHOD /api/path` (Fastify's form) -> the steps it runs. */
export const WORKFLOW_STEPS: Record<string, Step> = {
  'POST /api/quotations/:id': Q('draft', 'submit'),
  'DELETE /api/quotations/:id': Q('delete'),
  'POST /api/quotations/:id/void': Q('void'),
  'POST /api/quotations/:id/reject': Q('reject'),
  'POST /api/quotations/:id/ma-approval': Q('ma_verify', 'ma_acknowledge', 'ma_reject'),
  'POST /api/quotations/:id/update-final-quotation-status': Q('post_approval'),
  'POST /api/quotations/:id/moe-fund-approve': Q('moe_fund_approve'),
  'POST /api/quotations/:id/clone': Q('clone'),
  'POST /api/quotations/:id/update-payment-status': Q('payment'),
  'POST /api/claims/:id': C('draft', 'submit'),
  'DELETE /api/claims/:id': C('delete'),
  'POST /api/claims/:id/ma-approval': C('ma_endorse', 'ma_reject'),
  'POST /api/claims/:id/update-in-progress': C('invoice_in_progress'),
  'POST /api/claims/:id/update-final-claim-status': C('post_approval'),
  'POST /api/claims/:id/update-payment-status': C('payment'),
  'POST /api/claims/:id/reject': C('reject'),
  'POST /api/work-service-order/:id': W('draft', 'submit'),
  'DELETE /api/work-service-order/:id': W('delete'),
  'POST /api/work-service-order/:id/ma-approval': W('ma_verify', 'ma_reject'),
  'POST /api/work-service-order/:id/final-approvals': W('om_approve', 'om_reject'),
  'POST /api/work-service-order/:id/reject': W('reject'),
  'PUT /api/inspection-schedule/:id': I('confirm', 'save', 'submit', 'acknowledge', 'approve', 'reject'),
  'DELETE /api/inspection-schedule/:id': I('delete'),
  'POST /api/inspection-schedule/:id/update-school': I('update_school'),
  'POST /api/deliverable/:id': D('save', 'submit'),
  'POST /api/deliverable/:id/final-approvals': D('approve', 'reject'),
  'POST /api/cops/:id': P('update'),
  'POST /api/cops/:id/sign': P('sign_prepared', 'sign_checked'),
  'POST /api/cops/:id/submit': P('submit'),
  'POST /api/tree-inspection/update-tree-inspection/:id': T('save', 'submit'),
  'POST /api/tree-inspection/update-tree-inspection-school/:id': T('update_school'),
  'DELETE /api/tree-inspection/:id': T('delete'),
};

const roleName = (slug: string) => ROLE_NAMES[slug as RoleSlug] ?? slug;
const list = (xs: readonly string[]) => [...new Set(xs)].join(', ');

/** "Workflow: `void` by Admin, … when the quotation is DRAFT, PENDING_MA; …" or undefined. */
export function workflowRuleText(method: string, url: string): string | undefined {
  const step = WORKFLOW_STEPS[`${method} ${url}`];
  if (!step) return undefined;
  const parts = step.actions.flatMap((action) => {
    const rules = step.table.filter((r) => r.action === action);
    if (!rules.length) return [];
    const roles = list(rules.flatMap((r) => r.roles).map(roleName));
    const states = list(rules.flatMap((r) => r.from));
    return [`\`${action}\` by ${roles} when the ${step.record} is ${states}`];
  });
  if (!parts.length) return undefined;
  return `Workflow step (answers 403 to another role, 409 in another state): ${parts.join('; ')}.`;
}
