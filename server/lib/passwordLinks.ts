/**
 * A mail carrying a link to the reset-password page, where a user chooses a password: the reset a user asks for (one
 * hour) and the invitation of an imported user (seven days). The link is made when the mail is sent, only the token's
 * hash is stored, and a mail that could not be sent takes its token back (a link nobody received must not stay valid;
 * the job that sends it is retried).
 */
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../plugins/mail.js';
import { hashToken, newToken } from './tokens.js';

export async function sendPasswordLink(
  app: FastifyInstance,
  user: { id: number; email: string },
  ttlMs: number,
  message: (link: string) => Omit<MailMessage, 'to'>,
): Promise<void> {
  const token = newToken();
  const now = new Date();
  const row = await app.db
    .insertInto('password_resets')
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const link = `${app.config.publicUrl}/reset-password/${token}/${encodeURIComponent(user.email)}`;
  try {
    await app.mail.send({ to: user.email, ...message(link) });
  } catch (err) {
    await app.db.deleteFrom('password_resets').where('id', '=', row.id).execute();
    throw err;
  }
}
