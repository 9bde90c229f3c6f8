/**
 * The signature a receiver checks: HMAC-SHA256 with the endpoint's secret over `<timestamp>.<body>`, in hex, sent as
 * `X-Caretaker-Signature: sha256=<hex>` beside `X-Caretaker-Timestamp` (Unix seconds). Signing the timestamp with the body
 * lets a receiver refuse an old message replayed by someone who captured it.
 */
import crypto from 'node:crypto';

export const signPayload = (secret: string, timestamp: number, body: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** The receiver's check (docs/webhooks.md shows the same in a few lines), in constant time. */
export function verifySignature(secret: string, timestamp: string | number, body: string, header: string): boolean {
  const expected = Buffer.from(signPayload(secret, Number(timestamp), body));
  const given = Buffer.from(header);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** A secret made for the administrator when none is given: a recognisable prefix and 32 random bytes. */
export const newWebhookSecret = () => `whsec_${crypto.randomBytes(32).toString('base64url')}`;
