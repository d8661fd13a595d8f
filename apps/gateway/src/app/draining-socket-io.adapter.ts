import { type INestApplicationContext } from '@nestjs/common';
import { type Server, type ServerOptions } from 'socket.io';

import { ApiSocketIoAdapter, type HandshakeRules } from '../realtime/socket-io.adapter';
import { type SocketDrain } from './socket-drain';

/** The gateway's Socket.IO adapter, with each server it creates handed to the shutdown's socket drain. */
export class DrainingSocketIoAdapter extends ApiSocketIoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly drain: SocketDrain,
    handshakes: HandshakeRules,
  ) {
    super(app, handshakes);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      allowRequest: this.drain.allowRequest,
    } as ServerOptions);
    this.drain.attach(server);
    return server;
  }
}
