/**
 * A real HTTP receiver on 127.0.0.1 for the webhook tests: records every POST (headers and raw body), answers 200 or
 * 500 as told, and can be stopped (port closed) and started again on the same port, like a receiver that went down.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: number; type: string; record: { type: string; id: number }; data: Record<string, unknown> };
}

export class WebhookReceiver {
  readonly received: Received[] = [];
  /** The status the receiver answers with. */
  status = 200;
  private server: http.Server | null = null;
  port = 0;

  async start() {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (this.status >= 200 && this.status < 300)
          this.received.push({ headers: req.headers, body, json: JSON.parse(body) });
        res.writeHead(this.status, { 'content-type': 'text/plain' }).end(this.status === 200 ? 'ok' : 'down');
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  get url() {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  async stop() {
    const s = this.server;
    this.server = null;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  /** Waits until `check` holds (polling), or fails after `ms`. */
  async until(check: () => boolean | Promise<boolean>, ms = 15_000, what = 'the deliveries') {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what} (received ${this.received.length})`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
