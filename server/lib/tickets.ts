/**
 * Credentials that may travel in a URL instead of the session token (which never does):
 * - a signed URL: an HMAC ticket bound to one GET URL (path and query), one session and an expiry of at most
 *   five minutes, for the links a browser opens itself (a download, the PDF report in a new tab);
 * - a stream ticket: random, kept (hashed) in the database, good for one connection of the notification stream within a minute.
 * Both name the session, not its token: a revoked or expired session makes them worthless at once.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/index.js';

export const URL_TICKET_TTL_SECONDS = 300;
export const STREAM_TICKET_TTL_SECONDS = 60;

export interface TicketHolder {
  userId: number;
  sessionId: number;
}

/** `TICKET_SECRET` when configured (several instances behind one balancer must share it), otherwise a fresh one per start. */
export function ticketSecret(configured: string | undefined): Buffer {
  return configured ? Buffer.from(configured, 'utf8') : crypto.randomBytes(32);
}

/** The URL without its ticket, query parameters sorted: the same string on both sides whatever the browser re-encodes. */
function canonical(url: string): string {
  const u = new URL(url, 'http://x');
  u.searchParams.delete('ticket');
  u.searchParams.sort();
  const q = u.searchParams.toString();
  return q ? `${u.pathname}?${q}` : u.pathname;
}

const mac = (secret: Buffer, url: string, claims: string) =>
  crypto
    .createHmac('sha256', secret)
    .update(`GET ${canonical(url)}\n${claims}`)
    .digest('base64url');

/** `url` with `ticket=<user>.<session>.<expiry>.<hmac>` appended. */
export function signUrl(
  secret: Buffer,
  url: string,
  holder: TicketHolder,
  ttlSeconds = URL_TICKET_TTL_SECONDS,
  now = Date.now(),
): { url: string; expiresAt: Date } {
  const exp = Math.floor(now / 1000) + Math.min(ttlSeconds, URL_TICKET_TTL_SECONDS);
  const claims = `${holder.userId}.${holder.sessionId}.${exp}`;
  const ticket = `${claims}.${mac(secret, url, claims)}`;
  return { url: `${url}${url.includes('?') ? '&' : '?'}ticket=${ticket}`, expiresAt: new Date(exp * 1000) };
}

/** The holder of a valid, unexpired ticket for exactly this URL; null otherwise. */
export function verifyUrl(secret: Buffer, url: string, ticket: string, now = Date.now()): TicketHolder | null {
  const m = /^(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(ticket);
  if (!m) return null;
  const [, userId, sessionId, exp] = m;
  if (Number(exp) * 1000 <= now || Number(exp) * 1000 > now + URL_TICKET_TTL_SECONDS * 1000) return null;
  const expected = Buffer.from(mac(secret, url, `${userId}.${sessionId}.${exp}`));
  const given = Buffer.from(m[4]);
  if (!crypto.timingSafeEqual(expected, given)) return null;
  return { userId: Number(userId), sessionId: Number(sessionId) };
}

/**
 * One-time tickets for the notification stream (EventSource cannot send a header). Kept in the database (hashed), so a
 * ticket issued by one server instance opens the stream on another behind the same balancer.
 */
export class StreamTickets {
  constructor(private readonly db: Db) {}

  async issue(holder: TicketHolder, now = Date.now()): Promise<string> {
    await this.db.deleteFrom('stream_tickets').where('expires_at', '<=', new Date(now).toISOString()).execute();
    const ticket = crypto.randomBytes(24).toString('base64url');
    await this.db
      .insertInto('stream_tickets')
      .values({
        ticket_hash: hashOf(ticket),
        user_id: holder.userId,
        session_id: holder.sessionId,
        expires_at: new Date(now + STREAM_TICKET_TTL_SECONDS * 1000).toISOString(),
      })
      .execute();
    return ticket;
  }

  /** The holder, once: the ticket is gone after this call whether it was still valid or not. */
  async consume(ticket: string, now = Date.now()): Promise<TicketHolder | null> {
    const t = await this.db
      .deleteFrom('stream_tickets')
      .where('ticket_hash', '=', hashOf(ticket))
      .returning(['user_id', 'session_id', 'expires_at'])
      .executeTakeFirst();
    return t && t.expires_at > new Date(now).toISOString() ? { userId: t.user_id, sessionId: t.session_id } : null;
  }
}

const hashOf = (ticket: string) => crypto.createHash('sha256').update(ticket).digest('hex');

/**
 * A request URL fit for a log line: every `token` and `ticket` value replaced by `[redacted]`, and the `code` and
 * `state` a single sign-on provider sends back to its callback (a one-time credential and its flow's key).
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|ticket|code|state)=)[^&#]*/gi, '$1[redacted]');
}
