import { once } from 'node:events';
import {
  Agent,
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import { type AddressInfo, connect } from 'node:net';

import { Server as SocketIoServer } from 'socket.io';

import { type After, HttpDrain } from './http-drain';

interface Scheduled {
  ms: number;
  fire: () => void;
  cancelled: boolean;
}

/** `after` that only records: the test fires a scheduled task when it wants it to run. */
const manualAfter = () => {
  const scheduled: Scheduled[] = [];
  const after: After = (ms, task) => {
    const entry: Scheduled = { ms, fire: task, cancelled: false };
    scheduled.push(entry);
    return () => void (entry.cancelled = true);
  };
  return { after, scheduled, live: () => scheduled.filter((entry) => !entry.cancelled) };
};

interface Reply {
  status: number;
  connection: string | undefined;
  body: string;
  reusedSocket: boolean;
}

const get = (port: number, agent: Agent, path = '/'): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, agent }, (response: IncomingMessage) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body,
          reusedSocket: sent.reusedSocket,
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });

describe('HttpDrain', () => {
  let server: Server;
  let port: number;
  let sut: HttpDrain;
  let timers: ReturnType<typeof manualAfter>;
  /** Requests to /held wait here until the test answers them. */
  let held: ServerResponse[];
  let agent: Agent;

  beforeEach(async () => {
    held = [];
    server = createServer((incoming, response) => {
      if (incoming.url === '/held') held.push(response);
      else response.end('ok');
    });
    timers = manualAfter();
    sut = new HttpDrain(server, { idleCloseMs: 12_500, after: timers.after });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });

  afterEach(() => {
    agent.destroy();
    server.closeAllConnections();
    server.close();
  });

  const heldRequest = async (): Promise<{ reply: Promise<Reply>; response: ServerResponse }> => {
    const reply = get(port, agent, '/held');
    while (held.length === 0) await once(server, 'request');
    return { reply, response: held.shift() as ServerResponse };
  };

  it('keeps connections alive until the drain starts', async () => {
    expect(await get(port, agent)).toMatchObject({ status: 200, connection: 'keep-alive' });
    expect(await get(port, agent)).toMatchObject({ status: 200, reusedSocket: true });
    expect(sut.isDraining).toBe(false);
  });

  it('refuses new connections once draining, so the client can try another gateway', async () => {
    sut.drain();
    const socket = connect(port, '127.0.0.1');
    const [error] = (await once(socket, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
  });

  it('lets a request in flight finish, tells its client Connection: close, then has no connection left', async () => {
    const { reply, response } = await heldRequest();
    sut.drain();
    let drained = false;
    void sut.drained().then(() => (drained = true));

    response.end('finished');
    expect(await reply).toMatchObject({ status: 200, connection: 'close', body: 'finished' });
    await sut.drained();
    expect(drained).toBe(true);
    expect(sut.openConnections).toBe(0);
  });

  it('closes the connection of a response that had promised keep-alive before the drain once it is idle', async () => {
    const { reply, response } = await heldRequest();
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.write('streaming ');
    sut.drain();
    expect(timers.live()).toEqual([]);

    response.end('done');
    expect(await reply).toMatchObject({ body: 'streaming done', connection: 'keep-alive' });
    // The client may read the end before the server's response has emitted close (where the drain looks).
    if (timers.live().length === 0) await once(response, 'close');
    const [idleClose] = timers.live();
    expect(idleClose?.ms).toBe(12_500);
    idleClose?.fire();
    await sut.drained();
  });

  it('serves a request arriving on an open keep-alive connection during the drain, then closes it', async () => {
    await get(port, agent);
    sut.drain();

    expect(await get(port, agent)).toMatchObject({
      status: 200,
      connection: 'close',
      body: 'ok',
      reusedSocket: true,
    });
    await sut.drained();
    expect(sut.openConnections).toBe(0);
  });

  it('closes a connection left idle once idleCloseMs has passed, and not before', async () => {
    await get(port, agent);
    sut.drain();
    const [idleClose] = timers.live();
    expect(idleClose?.ms).toBe(12_500);
    expect(sut.openConnections).toBe(1);

    idleClose?.fire();
    await sut.drained();
    expect(sut.openConnections).toBe(0);
  });

  it('cancels the idle close of a connection that brings a request, and leaves it open while it is served', async () => {
    await get(port, agent);
    sut.drain();
    const [idleClose] = timers.live();

    const { reply, response } = await heldRequest();
    expect(idleClose?.cancelled).toBe(true);
    idleClose?.fire();
    expect(sut.openConnections).toBe(1);

    response.end('late but served');
    expect(await reply).toMatchObject({ status: 200, body: 'late but served', connection: 'close' });
    await sut.drained();
  });

  it('is drained at once when no connection is open, and a second drain changes nothing', async () => {
    sut.drain();
    sut.drain();
    await sut.drained();
    expect(server.listening).toBe(false);
    expect(timers.scheduled).toEqual([]);
  });

  it("sees the requests of Socket.IO's engine, which takes over the request listeners when it attaches", async () => {
    const other = createServer();
    const drain = new HttpDrain(other, { idleCloseMs: 12_500, after: manualAfter().after });
    const io = new SocketIoServer(other);
    other.listen(0, '127.0.0.1');
    await once(other, 'listening');
    const otherPort = (other.address() as AddressInfo).port;
    const handshake = '/socket.io/?EIO=4&transport=polling';
    try {
      expect(await get(otherPort, agent, handshake)).toMatchObject({ status: 200, connection: 'keep-alive' });
      drain.drain();
      expect(await get(otherPort, agent, handshake)).toMatchObject({ status: 200, connection: 'close' });
    } finally {
      other.closeAllConnections();
      await io.close();
    }
  });
});
