import { type Type } from '@nestjs/common';
import { AiSvcModule } from '@vitalsync/ai-svc';
import { AppointmentSvcModule } from '@vitalsync/appointment-svc';
import { AuthSvcModule } from '@vitalsync/auth-svc';
import { ChatSvcModule } from '@vitalsync/chat-svc';
import { type ServiceName } from '@vitalsync/contracts';
import { SignalingSvcModule } from '@vitalsync/signaling-svc';

/** Every back-end service of the embedded process, in start order. */
export const EMBEDDED_SERVICES: ReadonlyArray<readonly [ServiceName, Type<unknown>]> = [
  ['auth', AuthSvcModule],
  ['appointment', AppointmentSvcModule],
  ['chat', ChatSvcModule],
  ['ai', AiSvcModule],
  ['signaling', SignalingSvcModule],
];
