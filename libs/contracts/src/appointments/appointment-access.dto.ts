import { IsUUID } from 'class-validator';

import { type ConsultingDoctorsQuery, type PairQuery, type ParticipantQuery } from './appointment.types';

// chat-svc, signaling-svc, ai-svc → appointment-svc: who may talk to whom. No actor: the asking service
// passes the account it acts for and answers its own caller.

export class ParticipantQueryDto implements ParticipantQuery {
  @IsUUID()
  appointmentId!: string;

  @IsUUID()
  accountId!: string;
}

export class PairQueryDto implements PairQuery {
  @IsUUID()
  doctorId!: string;

  @IsUUID()
  patientId!: string;
}

export class ConsultingDoctorsQueryDto implements ConsultingDoctorsQuery {
  @IsUUID()
  patientId!: string;
}
