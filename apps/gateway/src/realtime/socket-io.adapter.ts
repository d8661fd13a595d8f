import { type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { type ServerOptions } from 'socket.io';

/** Socket.IO sits under the API prefix so one reverse-proxy rule (/api) covers HTTP and sockets. */
export const SOCKET_IO_PATH = '/api/socket.io';

export class ApiSocketIoAdapter extends IoAdapter {
  constructor(app: INestApplicationContext) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): unknown {
    return super.createIOServer(port, { ...options, path: SOCKET_IO_PATH, serveClient: false });
  }
}
