/**
 * Security headers on every answer (UI, API, /api/docs, report previews): helmet's defaults plus a strict
 * Content-Security-Policy for the built UI. Routes that need another policy (the API docs, the quotation
 * preview) set their own `content-security-policy` header, which replaces this one.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The UI's policy. Scripts: only our own files (no inline script, no eval). Styles: 'unsafe-inline' because MUI's
 * emotion and FullCalendar insert <style> elements at run time; a nonce would need index.html rewritten per request,
 * which the service worker's cached shell and the plain file serving rule out, and injected CSS cannot run code.
 * Images: data: and blob: for thumbnails, signatures and the report preview (a srcdoc frame inherits this policy).
 * Frames: our own origin only (PDF and file previews), and only our own pages may frame us.
 */
export const UI_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  // The app is also run over plain HTTP on a LAN address: upgrading its requests to HTTPS would break it.
  upgradeInsecureRequests: null,
};

/** Swagger UI at /api/docs: its own scripts and stylesheets, inline styles of its React views, images as data URLs. */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; frame-ancestors 'self'; img-src 'self' data:; " +
  "object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; form-action 'self'";

export default fp(async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: UI_CSP_DIRECTIVES },
    // Session tokens still travel in some download URLs (?token=): never hand a URL to another site.
    referrerPolicy: { policy: 'no-referrer' },
    // X-Frame-Options for browsers without frame-ancestors; our own pages frame PDFs and previews.
    frameguard: { action: 'sameorigin' },
  });
});
