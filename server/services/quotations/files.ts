/** Quotation files: where uploads go, what they may be, and the notification a transition sends. */
import type { FastifyInstance } from 'fastify';
import type { UploadPolicy } from '../../lib/forms.js';

export const QUOTATION_BUCKET = 'quotations';
export const QUOTATION_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'text/plain',
  'text/csv',
];

export const QUOTATION_UPLOADS: UploadPolicy = {
  bucket: QUOTATION_BUCKET,
  maxBytes: 20 * 1024 * 1024,
  allowed: QUOTATION_FILE_TYPES,
  maxFiles: 20,
};

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
