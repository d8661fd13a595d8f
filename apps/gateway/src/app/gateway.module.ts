import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD, APP_PIPE } from '@nestjs/core';
import { BusModule } from '@vitalsync/bus';
import { configModuleOf } from '@vitalsync/config';
import { loggerModuleFor } from '@vitalsync/service-runtime';
import { StorageModule } from '@vitalsync/storage';

import { AccessHistoryModule } from '../access-history/access-history.module';
import { AccountsModule } from '../accounts/accounts.module';
import { AiModule } from '../ai/ai.module';
import { AppointmentsModule } from '../appointments/appointments.module';
import { CallsModule } from '../calls/calls.module';
import { ChatModule } from '../chat/chat.module';
import { HealthModule } from '../health/health.module';
import { SameOriginGuard } from '../http/same-origin.guard';
import { MailModule } from '../mail/mail.module';
import { httpValidationPipe } from '../http/validation.pipe';
import { ProfilesModule } from '../profiles/profiles.module';
import { RecordExportModule } from '../record-export/record-export.module';
import { ReportsModule } from '../reports/reports.module';
import { SessionAuthGuard } from '../sessions/session-auth.guard';
import { SessionsModule } from '../sessions/sessions.module';
import { type GatewayOptions } from './gateway-options';

/** One module per capability. */
@Module({})
export class GatewayModule {
  static register(options: GatewayOptions): DynamicModule {
    const { config } = options;
    return {
      module: GatewayModule,
      imports: [
        configModuleOf(config),
        loggerModuleFor('gateway', config.logging),
        BusModule.forRoot(options.transport, config.bus),
        StorageModule.forRoot(config.storage, config.DATA_DIR),
        SessionsModule,
        HealthModule.register(options),
        AccountsModule,
        ProfilesModule,
        AppointmentsModule,
        ChatModule,
        CallsModule,
        AiModule,
        RecordExportModule,
        MailModule,
        ReportsModule,
        AccessHistoryModule,
      ],
      providers: [
        // Order matters: a cross-site request is refused before anything else looks at it.
        { provide: APP_GUARD, useClass: SameOriginGuard },
        { provide: APP_GUARD, useExisting: SessionAuthGuard },
        { provide: APP_PIPE, useFactory: httpValidationPipe },
      ],
    };
  }
}
