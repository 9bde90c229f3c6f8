import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: { send(message: MailMessage): Promise<void> };
  }
}

/** SMTP when configured; otherwise each message is written as an .eml file to DATA_DIR/outbox. */
export default fp(async function mail(app: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  let transport: Transporter;
  if (config.smtp) {
    transport = nodemailer.createTransport({
      // Connections are kept and reused: an import's 500 invitations each opened their own (about 3 mails a second).
      pool: true,
      maxConnections: 3,
      host: config.smtp.host,
      port: config.smtp.port,
      secure: config.smtp.secure,
      auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.pass ?? '' } : undefined,
      tls: { rejectUnauthorized: config.smtp.rejectUnauthorized },
    });
  } else {
    transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }
  const outbox = path.join(config.dataDir, 'outbox');

  app.decorate('mail', {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      if (!config.smtp) {
        await fs.mkdir(outbox, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
        // Written aside and renamed: a reader of the folder never meets a half-written message.
        const partial = path.join(outbox, `.${name}.partial`);
        await fs.writeFile(partial, (info as unknown as { message: Buffer }).message);
        await fs.rename(partial, path.join(outbox, name));
      }
    },
  });
  app.addHook('onClose', async () => transport.close());
});
