/**
 * The invitation of an imported user: a link to choose their password (the reset-password page), valid for a week. Sent
 * by a job after the import is committed, so a slow or absent mail server neither holds the import nor loses a mail
 * (the job is retried); no link is stored anywhere but in the mail (the job's payload holds user ids only).
 */
import type { FastifyInstance } from 'fastify';
import { sendPasswordLink } from '../../lib/passwordLinks.js';
import { escapeHtml } from '../auth/resetMail.js';
import { INVITED } from './users.js';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const BATCH = 6;

export function registerInvitations(app: FastifyInstance) {
  const { config } = app;
  async function invite(userId: number) {
    const now = new Date();
    // A retried run does not mail again whoever already holds a valid link.
    const pending = await app.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'email', 'full_name', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (pending || !user?.password_hash.startsWith(INVITED)) return;
    await sendPasswordLink(app, user, INVITATION_TTL_MS, (link) => ({
      subject: `${config.companyName}: your account is ready`,
      text: `Hello ${user.full_name},\n\nAn account was made for you. Open this link within seven days to choose your password:\n\n${link}\n`,
      html: `<p>Hello ${escapeHtml(user.full_name)},</p><p>An account was made for you. Open this link within seven days to choose your password:</p><p><a href="${link}">Choose your password</a></p>`,
    }));
  }

  app.jobs.register<{ userIds: number[] }>('user-invitations', {
    maxAttempts: 5,
    notice: (row) => ({
      type: 'others',
      title: row.status === 'SUCCESS' ? 'Invitations sent' : 'Invitations could not all be sent',
      description: row.error ?? null,
    }),
    async handler(ctx) {
      const ids = ctx.payload.userIds;
      // A few at a time, over the mail plugin's pooled connections.
      for (let i = 0; i < ids.length; i += BATCH) {
        await Promise.all(ids.slice(i, i + BATCH).map((id) => invite(id)));
        await ctx.report(Math.min(i + BATCH, ids.length), ids.length);
      }
    },
  });
}
