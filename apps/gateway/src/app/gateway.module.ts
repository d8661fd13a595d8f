import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { BusModule, loggerModuleFor } from '@vitalsync/bus';
import { StorageModule } from '@vitalsync/storage';

import { AccountsController } from '../accounts/accounts.controller';
import { ProfilePictureController } from '../accounts/profile-picture.controller';
import { ProfileController } from '../accounts/profile.controller';
import { HealthController } from '../health/health.controller';
import { HealthService } from '../health/health.service';
import { SameOriginGuard } from '../http/same-origin.guard';
import { ChatNamespace } from '../realtime/chat.namespace';
import { VideoCallNamespace } from '../realtime/video-call.namespace';
import { RevokedSessions } from '../session/revoked-sessions';
import { SessionEventsController } from '../session/session-events.controller';
import { SessionReader } from '../session/session-reader';
import { resolveSessionSecret } from '../session/session-secret';
import { SESSION_SECRET } from '../session/session.constants';
import { SessionGuard } from '../session/session.guard';
import { GATEWAY_OPTIONS, type GatewayOptions } from './gateway-options';

@Module({})
export class GatewayModule {
  static register(options: GatewayOptions): DynamicModule {
    return {
      module: GatewayModule,
      imports: [loggerModuleFor('gateway'), BusModule.forRoot(options.transport), StorageModule.forRoot()],
      controllers: [
        HealthController,
        AccountsController,
        ProfileController,
        ProfilePictureController,
        SessionEventsController,
      ],
      providers: [
        { provide: GATEWAY_OPTIONS, useValue: options },
        { provide: SESSION_SECRET, useFactory: () => resolveSessionSecret() },
        // Order matters: a cross-site request is refused before anything else looks at it.
        { provide: APP_GUARD, useClass: SameOriginGuard },
        { provide: APP_GUARD, useClass: SessionGuard },
        HealthService,
        RevokedSessions,
        SessionReader,
        ChatNamespace,
        VideoCallNamespace,
      ],
    };
  }
}
