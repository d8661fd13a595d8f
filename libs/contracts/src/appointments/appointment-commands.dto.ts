import { IsIn, IsUUID } from 'class-validator';

import { ActorDto, ActorField } from '../validation/actor.dto';
import { Nested } from '../validation/nested';
import { APPOINTMENT_ACTIONS, type AppointmentAction } from './appointment.limits';
import {
  type AppointmentTransitionCommand,
  type BookAppointmentCommand,
  type PrescribeCommand,
  type SlotsCommand,
} from './appointment.types';
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
