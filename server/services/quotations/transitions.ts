/**
 * Runs workflow transitions: domain/quotationWorkflow.ts decides (one table for UI and server); this file writes the outcome in
 * the caller's transaction, guarded by the optimistic `version`, with the history entry, the approval entries and the files.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import {
  transition,
  type QuotationAction,
  type TransitionResult,
  type WorkflowQuotation,
} from '../../../domain/quotationWorkflow.js';
import { QUOTATION_MSG } from '../../../domain/quotationValidation.js';
import { ROLE } from '../../../domain/roles.js';
import type { Database } from '../../db/types.js';
import { insertAttachments } from '../../lib/attachments.js';
import { conflict, forbidden, unprocessable } from '../../lib/errors.js';
import type { StoredUpload } from '../../lib/upload.js';
import { recordEvent } from '../../lib/webhooks/outbox.js';
import type { AuthUser } from '../../plugins/auth.js';
import { staleMessage } from '../../../domain/messages.js';
import type { SignatureInput } from '../../lib/signatures.js';
import { schoolManagingAgents } from '../organisation/people.js';
import { OWNER_DOCUMENT, OWNER_SIGNATURE, workflowUser, type PendingMap, type QuotationRow } from './repository.js';

export const STALE = staleMessage('quotation');

export type Ok = Extract<TransitionResult, { ok: true }>;

/** Asks the domain table; refusals become 403 (role, guard), 409 (state) or 422 (payload). */
export function decide(
  q: QuotationRow | null,
  pending: PendingMap,
  action: QuotationAction,
  user: AuthUser,
  payload: Record<string, unknown>,
  clientVersion?: number | null,
): Ok {
  const wq: WorkflowQuotation | null = q
    ? { id: q.id, status: q.status, current_status: q.current_status, pending_approval: pending, zone: q.zone }
    : null;
  const result = transition(wq, action, workflowUser(user), payload);
  if (!result.ok) {
    if (result.error === 'forbidden') throw forbidden(result.message);
    if (result.error === 'illegal') throw conflict(result.message);
    throw unprocessable(
      Object.fromEntries(Object.entries(result.errors ?? {}).map(([k, v]) => [k, [v]])),
      result.message,
    );
  }
  if (q && clientVersion !== undefined && clientVersion !== null && Number(clientVersion) !== q.version)
    throw conflict(STALE);
  return result;
}

/** Writes `status`, `current_status` (and claim/WSO status) with `version + 1`, only if nobody changed the row meanwhile. */
export async function writeStatus(
  trx: Transaction<Database>,
  q: QuotationRow,
  result: Ok,
  extra: Record<string, unknown> = {},
) {
  const o = result.outcome;
  if (o.kind !== 'status') return;
  const values: Record<string, unknown> = {
    status: o.status,
    current_status: o.current_status,
    ...result.set,
    ...extra,
    version: q.version + 1,
    updated_at: new Date().toISOString(),
  };
  if (o.claim_status) values.claim_status = o.claim_status;
  if (o.status === 'APPROVED') values.wso_status = 'WSO_PENDING_CREATION';
  // A rejected or voided quotation no longer waits for a WSO to be created (one already created keeps its status).
  if (o.status === 'REJECTED' || o.status === 'VOID')
    values.wso_status = sql<
      string | null
    >`case when wso_status = ${'WSO_PENDING_CREATION'} then null else wso_status end`;
  const res = await trx
    .updateTable('quotations')
    .set(values)
    .where('id', '=', q.id)
    .where('version', '=', q.version)
    .where('status', '=', q.status)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw conflict(STALE);
}

export interface Effects {
  /** Attachments to record as documents of the quotation (with additional_fields.type). */
  documents?: { files: StoredUpload[]; type: string };
  signature?: { stored: StoredUpload; input: SignatureInput } | null;
  /** The approval entry's source fund (MA approval). */
  sourceFund?: string | null;
  nextApprover?: number | null;
}

/** Users to notify after commit, with the reason. */
export interface NotifyPlan {
  userIds: number[];
  title: string;
  description: string;
}

/**
 * Records files, the history entry and the approval entries of a transition that has been written. Answers who to notify.
 */
export async function recordTransition(
  app: FastifyInstance,
  trx: Transaction<Database>,
  q: QuotationRow,
  result: Ok,
  user: AuthUser,
  effects: Effects = {},
): Promise<NotifyPlan | null> {
  const now = new Date().toISOString();
  if (effects.documents?.files.length)
    await insertAttachments(trx, OWNER_DOCUMENT, q.id, effects.documents.files, user.id, {
      type: effects.documents.type,
      report: true,
    });
  let signatureId: number | null = null;
  if (effects.signature) {
    await insertAttachments(trx, OWNER_SIGNATURE, q.id, [effects.signature.stored], user.id, { type: 'SIGNATURE' });
    const row = await trx
      .selectFrom('attachments')
      .select('id')
      .where('owner_type', '=', OWNER_SIGNATURE)
      .where('owner_id', '=', q.id)
      .where('full_path', '=', effects.signature.stored.key)
      .executeTakeFirstOrThrow();
    signatureId = row.id;
  }
  await trx
    .insertInto('quotation_histories')
    .values({
      quotation_id: q.id,
      user_id: user.id,
      approval_type: result.history.approval_type,
      status: result.history.status,
      remarks: result.history.remarks,
      signature_id: signatureId,
      created_at: now,
    })
    .execute();
  const o = result.outcome;
  if (o.kind === 'status')
    await recordEvent(
      trx,
      'quotation.status_changed',
      { type: 'quotation', id: q.id },
      {
        reference_number: q.reference_number,
        action: result.action,
        status: o.status,
        current_status: o.current_status,
      },
    );
  if (result.action === 'submit' || result.action === 'draft') {
    if (signatureId) {
      await trx
        .updateTable('quotations')
        .set({
          prepare_signature_id: signatureId,
          prepare_name: effects.signature!.input.name ?? user.full_name,
          prepare_signature_options: effects.signature!.input.options,
          prepare_signature_details: effects.signature!.input.details,
        })
        .where('id', '=', q.id)
        .execute();
    }
  }
  const closeOthers = (keepId?: number) => {
    let b = trx
      .updateTable('quotation_approvals')
      .set({ status: 'CLOSED', updated_at: now })
      .where('quotation_id', '=', q.id)
      .where('status', '=', 'PENDING');
    if (keepId !== undefined) b = b.where('id', '!=', keepId);
    return b.execute();
  };
  const addPending = async (userIds: { id: number; role: string }[], level: number) => {
    if (!userIds.length) return;
    await trx
      .insertInto('quotation_approvals')
      .values(
        userIds.map((u) => ({
          quotation_id: q.id,
          user_id: u.id,
          approval_level: level,
          approval_type: u.role === ROLE.MA_QS ? 'QS' : u.role === ROLE.MANAGING_AGENT ? 'MA' : 'TC',
          status: 'PENDING',
          remarks: null,
          signature_id: null,
          signature_options: null,
          signature_details: null,
          name: null,
          source_fund: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  };
  const mine = await trx
    .selectFrom('quotation_approvals')
    .select(['id', 'approval_level'])
    .where('quotation_id', '=', q.id)
    .where('user_id', '=', user.id)
    .where('status', '=', 'PENDING')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (mine) {
    await trx
      .updateTable('quotation_approvals')
      .set({
        status: result.history.status,
        remarks: result.history.remarks,
        signature_id: signatureId,
        signature_options: effects.signature?.input.options ?? null,
        signature_details: effects.signature?.input.details ?? null,
        name: effects.signature?.input.name ?? user.full_name,
        source_fund: effects.sourceFund ?? null,
        updated_at: now,
      })
      .where('id', '=', mine.id)
      .execute();
  }
  await closeOthers(mine?.id);
  const level = (mine?.approval_level ?? 0) + 1;
  const ref = q.reference_number;
  switch (result.action) {
    case 'submit': {
      const mas = await schoolManagingAgents(trx as never, q.school_id, q.zone);
      // A PENDING quotation nobody can verify would be orphaned: refuse the submission instead (the transaction rolls back).
      if (!mas.length) throw unprocessable({ school_id: [QUOTATION_MSG.noManagingAgent] });
      await addPending(mas, 1);
      return {
        userIds: mas.map((m) => m.id),
        title: `Quotation ${ref} waiting for your verification`,
        description: `${user.full_name} submitted quotation ${ref}.`,
      };
    }
    case 'ma_verify': {
      if (q.created_by) await addPending([{ id: q.created_by, role: ROLE.TERM_CONTRACTOR }], level);
      return {
        userIds: q.created_by ? [q.created_by] : [],
        title: `Quotation ${ref} verified`,
        description: `${user.full_name} verified quotation ${ref}; post approval is due.`,
      };
    }
    case 'ma_acknowledge': {
      const next = effects.nextApprover
        ? await trx
            .selectFrom('users')
            .innerJoin('roles', 'roles.id', 'users.role_id')
            .select(['users.id', 'roles.slug'])
            .where('users.id', '=', effects.nextApprover)
            .executeTakeFirst()
        : undefined;
      if (next) await addPending([{ id: next.id, role: next.slug }], level);
      return {
        userIds: next ? [next.id] : [],
        title: `Quotation ${ref} routed to you`,
        description: `${user.full_name} acknowledged quotation ${ref} and routed it to you.`,
      };
    }
    case 'post_approval':
    case 'moe_fund_approve': {
      const o = result.outcome;
      if (o.kind === 'status' && o.status === 'APPROVED') {
        const oms = await trx
          .selectFrom('school_operation_managers')
          .select('user_id')
          .where('school_id', '=', q.school_id)
          .execute();
        return {
          userIds: oms.map((r) => r.user_id),
          title: `Quotation ${ref} approved`,
          description: `Quotation ${ref} has been approved.`,
        };
      }
      return null;
    }
    default:
      return q.created_by && q.created_by !== user.id
        ? {
            userIds: [q.created_by],
            title: `Quotation ${ref}: ${result.history.status}`,
            description: `${user.full_name} set quotation ${ref} to ${result.history.status}.`,
          }
        : null;
  }
}
