import { once } from 'node:events';
import { Agent, createServer, request, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { freePort } from './ports';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy';

/** An HTTP server answering its own name. */
const named = async (name: string): Promise<{ server: Server; port: number }> => {
  const server = createServer((_request, response) => response.end(name));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
};

const get = (url: string, agent: Agent | false): Promise<string> =>
  new Promise((resolve, reject) => {
    const sent = request(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    sent.on('error', reject);
    sent.end();
  });

describe('startRoundRobinProxy', () => {
  const servers: Server[] = [];
  const proxies: RoundRobinProxy[] = [];

  afterEach(async () => {
    for (const proxy of proxies.splice(0)) await proxy.close();
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      server.close();
    }
  });

  const upstreams = async (...names: string[]): Promise<number[]> => {
    const started = await Promise.all(names.map(named));
    servers.push(...started.map(({ server }) => server));
    return started.map(({ port }) => port);
  };

  it('sends each new connection to the next upstream in turn', async () => {
    const ports = await upstreams('a', 'b');
    const proxy = await startRoundRobinProxy(ports);
    proxies.push(proxy);

    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await get(proxy.url, false));

    expect(answers).toEqual(['a', 'b', 'a', 'b']);
    expect(proxy.connections.map((c) => c.upstream)).toEqual([ports[0], ports[1], ports[0], ports[1]]);
  });

  it('keeps a keep-alive connection with the upstream that accepted it', async () => {
    const ports = await upstreams('a', 'b');
    const proxy = await startRoundRobinProxy(ports);
    proxies.push(proxy);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });

    const answers = [await get(proxy.url, agent), await get(proxy.url, agent), await get(proxy.url, agent)];
    agent.destroy();

    expect(answers).toEqual(['a', 'a', 'a']);
    expect(proxy.connections).toHaveLength(1);
  });

  it('passes a refused connection to the next upstream, and in order always tries the first one first', async () => {
    const [up] = await upstreams('up');
    const down = await freePort();
    const proxy = await startRoundRobinProxy([down, up as number], 'in-order');
    proxies.push(proxy);

    expect(await get(proxy.url, false)).toBe('up');
    expect(await get(proxy.url, false)).toBe('up');
    expect(proxy.connections).toEqual([
      { upstream: up, refusedBefore: 1 },
      { upstream: up, refusedBefore: 1 },
    ]);
    await proxy.connectionsTo(up as number, 2);
  });

  it('closes the client connection when every upstream refuses it', async () => {
    const proxy = await startRoundRobinProxy([await freePort()]);
    proxies.push(proxy);

    await expect(get(proxy.url, false)).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(proxy.unroutable).toBe(1);
  });
});
