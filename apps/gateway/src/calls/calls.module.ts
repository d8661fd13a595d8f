import { Module } from '@nestjs/common';
import { clockProvider, repeatProvider } from '@vitalsync/backend';

import { SessionsModule } from '../sessions/sessions.module';
import { CallDeliveryController } from './call-delivery.controller';
import { callEmitLimiterProvider } from './call-emit-limiter';
import { CallSockets } from './call-sockets';
import { GatewayHeartbeat } from './gateway-heartbeat';
import { gatewayIdProvider } from './gateway-identity';
import { IceServersController } from './ice-servers.controller';
import { VideoCallNamespace } from './video-call.namespace';

/** Video calls: the /video-call namespace, delivery of what signaling-svc relays, the ICE servers route. */
@Module({
  imports: [SessionsModule],
  controllers: [IceServersController, CallDeliveryController],
  providers: [
    VideoCallNamespace,
    CallSockets,
    GatewayHeartbeat,
    callEmitLimiterProvider,
    clockProvider,
    gatewayIdProvider,
    repeatProvider,
  ],
})
export class CallsModule {}
