import { Module } from '@nestjs/common';
import { repeatProvider } from '@vitalsync/backend';

import { AccessModule } from '../access/access.module';
import { SignalingRuntimeModule } from '../app/signaling-runtime.module';
import { IceServersService } from '../ice/ice-servers.service';
import { PresenceSweep } from '../presence/presence-sweep';
import { PresenceRepository } from '../presence/presence.repository';
import { PresenceService } from '../presence/presence.service';
import { AppointmentCancellations } from './appointment-cancellations';
import { AppointmentEventsController } from './appointment-events.controller';
import { CallDeliveries } from './call-delivery';
import { CallEndings } from './call-endings';
import { CallsController } from './calls.controller';
import { CallsRepository } from './calls.repository';
import { SignalsService } from './signals.service';

@Module({
  imports: [SignalingRuntimeModule, AccessModule],
  controllers: [CallsController, AppointmentEventsController],
  providers: [
    CallsRepository,
    PresenceRepository,
    CallDeliveries,
    CallEndings,
    PresenceService,
    SignalsService,
    AppointmentCancellations,
    IceServersService,
    PresenceSweep,
    repeatProvider,
  ],
})
export class CallsModule {}
