import { API_BASE } from '../config';

/** Socket.IO lives under the API base (`/api/socket.io`), so one proxy rule covers HTTP and sockets. */
export const socketAddress = (namespace: string): { url: string; path: string } => {
  const base = new URL(API_BASE);
  return { url: `${base.origin}${namespace}`, path: `${base.pathname.replace(/\/+$/, '')}/socket.io` };
};
