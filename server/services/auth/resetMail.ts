/**
 * Password-reset mail goes through the job queue (kind `mail`): the request answers at once and the same for every
 * address, and a message the SMTP server refuses is retried with backoff (JOB_RETRY_SECONDS × 1, 4, 16 …) instead of
 * being lost. A message that never goes out leaves its job FAILED with the reason and an error line in the log.
 * The link is made when the message is sent, so the jobs table never holds a usable reset token; a failed attempt
 * takes its token back.
 */
import type { FastifyInstance } from 'fastify';
import { sendPasswordLink } from '../../lib/passwordLinks.js';

export const MAIL_JOB = 'mail';
/** The first run and four retries: about seven minutes with the default 5-second base. */
export const MAIL_ATTEMPTS = 5;
const RESET_TTL_MS = 60 * 60 * 1000;

export interface MailJob {
  template: 'password-reset';
  user_id: number;
}

export function registerMailJobs(app: FastifyInstance) {
  app.jobs.register<MailJob>(MAIL_JOB, {
    maxAttempts: MAIL_ATTEMPTS,
    handler: async ({ payload }) => {
      if (payload.template === 'password-reset') await sendResetLink(app, payload.user_id);
    },
  });
}

export function queueResetLink(app: FastifyInstance, userId: number) {
  return app.jobs.enqueue<MailJob>(MAIL_JOB, { template: 'password-reset', user_id: userId }, { userId: null });
}

async function sendResetLink(app: FastifyInstance, userId: number) {
  const { config } = app;
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'full_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  // Deleted meanwhile: nothing to send.
  if (!user) return;
  await sendPasswordLink(app, user, RESET_TTL_MS, (link) => ({
    subject: `${config.companyName}: reset your password`,
    text: `Hello ${user.full_name},\n\nA password reset was requested for your account. Open this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this message.\n`,
    html: `<p>Hello ${escapeHtml(user.full_name)},</p><p>A password reset was requested for your account. Open this link within one hour to choose a new password:</p><p><a href="${link}">Reset password</a></p><p>If you did not ask for this, ignore this message.</p>`,
  }));
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}
