/**
 * The managing agent's endorsement or rejection (spec part 2 §7 `ma-approval`): the table decides through
 * applyClaimAction; the signature image is stored and recorded on the agent's approval entry in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { claimMaActionFor } from '../../../domain/claimWorkflow.js';
import { CLAIM_MSG } from '../../../domain/claimValidation.js';
import { insertAttachments } from '../../lib/attachments.js';
import { unprocessable } from '../../lib/errors.js';
import { fieldString } from '../../lib/forms.js';
import { signatureImage, storeSignature } from '../../lib/signatures.js';
import { removeStored, type StoredUpload } from '../../lib/upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { notifyClaim } from './notify.js';
import { CLAIM_BUCKET, findClaim, OWNER_CLAIM } from './repository.js';
import { applyClaimAction } from './transitions.js';

/**
 * `body` is the form's fields (JSON or multipart); `attachments` the files of the multipart form's `attachments[]`
 * (spec part 2 §7), filed as the claim's documents in the step's transaction.
 */
export async function maApproveClaim(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  body: Record<string, unknown>,
  attachments: StoredUpload[] = [],
) {
  await findClaim(app.db, id, user);
  const status = fieldString(body.status);
  const action = claimMaActionFor(status);
  if (!action) throw unprocessable({ status: [status ? CLAIM_MSG.invalidOption : CLAIM_MSG.required] });
  const sent = fieldString(body.signature) !== null || fieldString(body.signature_options) === 'my_signature';
  const image = sent ? await signatureImage(app, app.db, user.id, body) : null;
  const stored = image && action === 'ma_endorse' ? await storeSignature(app, image, CLAIM_BUCKET) : null;
  try {
    const r = await applyClaimAction(
      app.db,
      user,
      id,
      action,
      { ...body, signature: image ? 'yes' : null },
      undefined,
      async (trx) => {
        await insertAttachments(trx, OWNER_CLAIM.document, id, attachments, user.id, {
          type: 'General',
          stage: 'ma_approval',
          report: 'yes',
        });
        let signatureId: number | null = null;
        if (stored) {
          await insertAttachments(trx, OWNER_CLAIM.signature, id, [stored], user.id, { type: 'SIGNATURE' });
          signatureId = (
            await trx
              .selectFrom('attachments')
              .select('id')
              .where('owner_type', '=', OWNER_CLAIM.signature)
              .where('full_path', '=', stored.key)
              .executeTakeFirstOrThrow()
          ).id;
        }
        await trx
          .updateTable('claim_approvals')
          .set({
            status: action === 'ma_endorse' ? 'ENDORSED' : 'REJECTED',
            remarks: fieldString(body.remarks),
            signature_id: signatureId,
            signature_options: image?.input.options ?? null,
            signature_details: image?.input.details ?? null,
            name: image?.input.name ?? user.full_name,
            updated_at: new Date().toISOString(),
          })
          .where('claim_id', '=', id)
          .where('user_id', '=', user.id)
          .execute();
      },
    );
    await notifyClaim(app, id, action === 'ma_endorse' ? 'endorsed' : 'rejected');
    return r;
  } catch (e) {
    if (stored) await removeStored(app, [stored]);
    throw e;
  }
}
