/** Quotation files: where uploads go, what they may be, and the notification a transition sends. */
import type { FastifyInstance } from 'fastify';
import { QUOTATION_DOCUMENT_POLICY } from '../../../domain/uploadPolicies.js';
import { uploadPolicyOf, type UploadPolicy } from '../../lib/forms.js';

export const QUOTATION_BUCKET = 'quotations';
export const QUOTATION_UPLOADS: UploadPolicy = uploadPolicyOf(QUOTATION_BUCKET, QUOTATION_DOCUMENT_POLICY, 20);

/** Sends a notification; a failure is logged and never fails the request (the transition is already committed). */
export async function notifyUsers(
  app: FastifyInstance,
  userIds: number[],
  input: { title: string; description: string; quotationId: number },
) {
  if (!userIds.length) return;
  try {
    await app.notify(userIds, {
      type: 'request',
      title: input.title,
      description: input.description,
      url: `/works-order/quotation-list/${input.quotationId}`,
      refId: `quotation:${input.quotationId}`,
    });
  } catch (e) {
    app.log.warn({ err: e }, 'quotation notification failed');
  }
}
