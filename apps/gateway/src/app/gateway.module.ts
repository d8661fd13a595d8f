import { type DynamicModule, Module } from '@nestjs/common';
import { BusModule, loggerModuleFor } from '@vitalsync/bus';

import { HealthController } from '../health/health.controller';
import { HealthService } from '../health/health.service';
import { ChatNamespace } from '../realtime/chat.namespace';
import { VideoCallNamespace } from '../realtime/video-call.namespace';
import { GATEWAY_OPTIONS, type GatewayOptions } from './gateway-options';

@Module({})
export class GatewayModule {
  static register(options: GatewayOptions): DynamicModule {
    return {
      module: GatewayModule,
      imports: [loggerModuleFor('gateway'), BusModule.forRoot(options.transport)],
      controllers: [HealthController],
      providers: [{ provide: GATEWAY_OPTIONS, useValue: options }, HealthService, ChatNamespace, VideoCallNamespace],
    };
  }
}
