import { type Gauge } from 'prom-client';
import { type Namespace, type Server, type Socket } from 'socket.io';

const countConnections = (namespace: Namespace, gauge: Gauge<'namespace'>): void => {
  const labels = { namespace: namespace.name };
  // Zero from the start, so a namespace nobody joined yet is still a series.
  gauge.inc(labels, 0);
  namespace.on('connection', (socket: Socket) => {
    gauge.inc(labels);
    socket.once('disconnect', () => gauge.dec(labels));
  });
};

/**
 * Keeps the connected-sockets gauge of every namespace of a server, present and future. "connection" fires once
 * a socket passed the namespace's middleware, so a refused handshake is never counted.
 */
export const trackSocketConnections = (server: Server, gauge: Gauge<'namespace'>): void => {
  for (const namespace of server._nsps.values()) countConnections(namespace, gauge);
  server.on('new_namespace', (namespace) => countConnections(namespace, gauge));
};
