import { type BusTransport } from '@vitalsync/bus';

import { type GatewayConfig } from '../config/gateway.config';

export const GATEWAY_OPTIONS = 'GATEWAY_OPTIONS';

export interface GatewayOptions {
  transport: BusTransport;
  mode: 'embedded' | 'distributed';
  /** Its settings, loaded once at boot. */
  config: GatewayConfig;
}
