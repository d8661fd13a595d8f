import { type DynamicModule, Module } from '@nestjs/common';

import { GATEWAY_OPTIONS, type GatewayOptions } from '../app/gateway-options';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

/** GET /api/health: every service asked at once. */
@Module({})
export class HealthModule {
  static register(options: GatewayOptions): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [{ provide: GATEWAY_OPTIONS, useValue: options }, HealthService],
    };
  }
}
