import { type IncomingMessage } from 'node:http';
import { type TLSSocket } from 'node:tls';

import proxyAddr from '@fastify/proxy-addr';
import { type ProxyTrust } from '@vitalsync/config';

/**
 * What the gateway's rules read of a request: the client's address, and the site as the browser addressed it.
 * As Fastify's `ip`, `protocol` and `host`, though `protocol` is whatever a trusted proxy forwarded.
 */
export interface ProxiedRequest {
  ip: string;
  protocol: string;
  host: string;
}

type TrustFunction = (address: string, hop: number) => boolean;

const trustFunctionOf = (trust: ProxyTrust): TrustFunction | undefined => {
  if (trust === false || trust === 0) return undefined;
  if (trust === true) return () => true;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
};

const lastEntryOf = (header: string): string => header.slice(header.lastIndexOf(',') + 1).trim();

const headerOf = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/**
 * A raw request read exactly as Fastify reads it under the gateway's TRUST_PROXY (`request.ip`, `.protocol`,
 * `.host`), for the requests Fastify never sees: Socket.IO's engine answers its path before Fastify does, yet its
 * handshakes must meet the same per-address limit and the same origin rule as the HTTP API.
 */
export const proxiedRequestOf = (request: IncomingMessage, trust: ProxyTrust): ProxiedRequest => {
  const trusted = trustFunctionOf(trust);
  const { socket } = request;
  const peer = socket.remoteAddress;
  const fromTrustedProxy = trusted !== undefined && peer !== undefined && trusted(peer, 0);
  const forwardedHost = headerOf(request, 'x-forwarded-host');
  const forwardedProto = headerOf(request, 'x-forwarded-proto');
  const addresses = trusted ? proxyAddr.all(request, trusted) : [];
  return {
    ip: (trusted ? addresses[addresses.length - 1] : peer) ?? '',
    protocol:
      fromTrustedProxy && forwardedProto
        ? lastEntryOf(forwardedProto)
        : (socket as Partial<TLSSocket>).encrypted
          ? 'https'
          : 'http',
    host:
      fromTrustedProxy && forwardedHost
        ? lastEntryOf(forwardedHost)
        : (request.headers.host ?? headerOf(request, ':authority') ?? ''),
  };
};
