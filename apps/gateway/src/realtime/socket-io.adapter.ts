import { type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { type Server, type ServerOptions } from 'socket.io';

import { refuseEveryone } from './namespace-guards';

/** Socket.IO sits under the API prefix so one reverse-proxy rule (/api) covers HTTP and sockets. */
export const SOCKET_IO_PATH = '/api/socket.io';

export class ApiSocketIoAdapter extends IoAdapter {
  constructor(app: INestApplicationContext) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      path: SOCKET_IO_PATH,
      serveClient: false,
      // One engine serves every namespace, and Nest builds it with the options of whichever namespace comes first:
      // /video-call's websocket-only would then bind /chat and /notifications too. That namespace enforces it for
      // itself (websocketOnly); the engine keeps both transports.
      transports: ['polling', 'websocket'],
    }) as Server;
    // The root namespace serves nothing, yet Socket.IO lets anyone join it; only the named namespaces are open.
    server.of('/').use(refuseEveryone);
    return server;
  }
}
