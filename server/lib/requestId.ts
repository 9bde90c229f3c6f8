import crypto from 'node:crypto';
import net from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.js';

/** What an id from a proxy may look like: short, printable, no spaces (it is logged and echoed as a header). */
const VALID_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Each request's id (Fastify's `genReqId`): the `X-Request-Id` a trusted proxy sent (TRUST_PROXY), so one id follows a
 * request from the proxy's log into ours, or a new UUID. A header from a client that is not a trusted proxy is
 * ignored, so nobody can forge log lines under another request's id.
 */
export function requestIdGenerator(trust: Config['trustProxy']): (req: IncomingMessage) => string {
  const trusted = trustedPeer(trust);
  return (req) => {
    const header = req.headers['x-request-id'];
    if (typeof header === 'string' && VALID_ID.test(header) && trusted(req.socket?.remoteAddress ?? '')) return header;
    return crypto.randomUUID();
  };
}

function trustedPeer(trust: Config['trustProxy']): (address: string) => boolean {
  if (trust === false) return () => false;
  if (trust === true || typeof trust === 'number') return () => true;
  const list = new net.BlockList();
  for (const entry of trust) {
    const [address, bits] = entry.split('/');
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return net.isIP(plain) !== 0 && list.check(plain, net.isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}
