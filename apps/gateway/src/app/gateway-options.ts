import { type BusTransport } from '@vitalsync/bus';

export const GATEWAY_OPTIONS = 'GATEWAY_OPTIONS';

export interface GatewayOptions {
  transport: BusTransport;
  mode: 'embedded' | 'distributed';
  /** Folder of the built web app, served at / with an SPA fallback; absent → API only. */
  webDist?: string;
}
