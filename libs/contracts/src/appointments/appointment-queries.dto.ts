import { IsBoolean, IsUUID } from 'class-validator';

import { ActorDto, ActorField } from '../validation/actor.dto';
import {
  type ActorQuery,
  type AppointmentQuery,
  type ConsultedPatientQuery,
  type UserAppointmentsQuery,
} from './appointment.types';

// gateway → appointment-svc: reads of the actor's own appointments.

export class ActorQueryDto implements ActorQuery {
  @ActorField()
  actor!: ActorDto;
}

export class AppointmentQueryDto implements AppointmentQuery {
  @ActorField()
  actor!: ActorDto;

  @IsUUID()
  appointmentId!: string;
}

export class UserAppointmentsQueryDto implements UserAppointmentsQuery {
  @ActorField()
  actor!: ActorDto;

  @IsBoolean()
  scheduledOnly!: boolean;
}

export class ConsultedPatientQueryDto implements ConsultedPatientQuery {
  @ActorField()
  actor!: ActorDto;

  @IsUUID()
  patientId!: string;
}
