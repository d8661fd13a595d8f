// A stand-in for the production ingress in front of the system under measurement: HTTPS with HTTP/2 (ingress-nginx
// negotiates h2 by default; k8s/overlays/prod/app/ingress-tls.yaml makes HTTPS the only way in). Lighthouse's
// simulation treats the two protocols very differently: over HTTP/1.1 it queues a page's files on six connections
// per origin, each file paying a round trip, while over h2 they share one connection. Chromium also asks for brotli
// over HTTPS only. Measuring over plain HTTP/1.1 measured a deployment nobody runs (docs/performance.md).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';

export interface TlsFront {
  /** `https://127.0.0.1:<port>`, the address to measure. */
  baseUrl: string;
  close: () => Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 (Chromium is started with --ignore-certificate-errors for it). */
const selfSignedCertificate = (): { key: Buffer; cert: Buffer } => {
  const dir = mkdtempSync(join(tmpdir(), 'vitalsync-tls-front-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (error) {
    throw new Error('The HTTPS front needs the openssl command (Debian package openssl)', { cause: error });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

// Connection-specific headers, which HTTP/2 forbids, and h2's pseudo-headers, which HTTP/1.1 does not have.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);

const forwardable = (headers: http.IncomingHttpHeaders | http2.IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

/**
 * Listens on a free loopback port. h2 requests are relayed to `target` (an HTTP/1.1 origin) one by one; a connection
 * that negotiates HTTP/1.1 (Chromium's WebSocket, which does not use h2 here) is piped to `target` as it is.
 */
export const startTlsFront = async (target: string): Promise<TlsFront> => {
  const upstream = new URL(target);
  const port = Number(upstream.port);
  const h2 = http2.createServer((request, response) => {
    const relay = http.request(
      {
        host: upstream.hostname,
        port,
        method: request.method,
        path: request.url,
        headers: { ...forwardable(request.headers), host: request.headers[':authority'] },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    relay.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(relay);
  });
  const server = tls.createServer(
    { ...selfSignedCertificate(), ALPNProtocols: ['h2', 'http/1.1'] },
    (socket) => {
      if (socket.alpnProtocol === 'h2') {
        h2.emit('connection', socket);
        return;
      }
      const plain = net.connect(port, upstream.hostname);
      socket.pipe(plain).pipe(socket);
      const end = () => {
        socket.destroy();
        plain.destroy();
      };
      socket.on('error', end);
      plain.on('error', end);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: frontPort } = server.address() as AddressInfo;
  return {
    baseUrl: `https://127.0.0.1:${frontPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        h2.close();
        server.close(() => resolve());
        // Chromium is gone by now, but keep-alive sockets would hold close() open.
        server.unref();
      }),
  };
};
