import {
  APPOINTMENT_ACTIONS,
  type AppointmentAction,
  type AppointmentTransitionCommand,
  type BookAppointmentCommand,
  type PrescribeCommand,
  type SlotsCommand,
} from '@vitalsync/contracts';
import { IsIn, IsUUID } from 'class-validator';
import { ActorDto, ActorField, Nested } from '@vitalsync/contracts/server';

import { BookAppointmentRequestDto } from './book-appointment-request.dto';
import { PrescriptionRequestDto } from './prescription-request.dto';
import { SlotsQueryDto } from './slots-query.dto';

// gateway → appointment-svc: what changes appointments, for the actor of the session.

export class BookAppointmentCommandDto implements BookAppointmentCommand {
  @ActorField()
  actor!: ActorDto;

  @Nested(() => BookAppointmentRequestDto)
  booking!: BookAppointmentRequestDto;
}

export class SlotsCommandDto implements SlotsCommand {
  @ActorField()
  actor!: ActorDto;

  @Nested(() => SlotsQueryDto)
  query!: SlotsQueryDto;
}

export class AppointmentTransitionCommandDto implements AppointmentTransitionCommand {
  @ActorField()
  actor!: ActorDto;

  @IsUUID()
  appointmentId!: string;

  @IsIn(APPOINTMENT_ACTIONS)
  action!: AppointmentAction;
}

export class PrescribeCommandDto implements PrescribeCommand {
  @ActorField()
  actor!: ActorDto;

  @IsUUID()
  appointmentId!: string;

  @Nested(() => PrescriptionRequestDto)
  prescription!: PrescriptionRequestDto;
}
