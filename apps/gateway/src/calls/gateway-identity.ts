import { randomUUID } from 'node:crypto';

import { type Provider } from '@nestjs/common';

/** This gateway process's id: signaling-svc files each call-page socket under the process holding it. */
export const GATEWAY_ID = Symbol.for('vitalsync.gateway.id');

/** Made at start, never reused: a restarted gateway holds none of the sockets its former self held. */
export const gatewayIdProvider: Provider = { provide: GATEWAY_ID, useFactory: (): string => randomUUID() };
