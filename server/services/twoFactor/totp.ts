import crypto from 'node:crypto';
import { generate, generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;
/** Codes of the step before and after the current one are accepted too (a phone's clock a little off). */
const DRIFT_STEPS = 1;

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, account: string, issuer: string): string =>
  generateURI({ issuer, label: account, secret });

/** The QR code of an address as a PNG data URL. */
export const qrDataUrl = (text: string): Promise<string> =>
  QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 });

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * The time step whose code this is (within the drift), or null. The caller refuses a step it has already accepted,
 * so a code works once.
 */
export async function matchingStep(secret: string, code: string, now = Date.now()): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const current = Math.floor(now / 1000 / PERIOD);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    const expected = await generate({ secret, epoch: step * PERIOD });
    if (crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(code))) return step;
  }
  return null;
}
