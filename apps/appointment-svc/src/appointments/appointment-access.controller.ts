import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Internal } from '@vitalsync/backend';
import {
  APPOINTMENT_SUBJECTS,
  type AppointmentParticipants,
  type ConsultingDoctorsReply,
  type PairReply,
} from '@vitalsync/contracts';
import { ConsultingDoctorsQueryDto, PairQueryDto, ParticipantQueryDto } from '@vitalsync/contracts/server';

import { AppointmentAccess } from './appointment-access';
import { toParticipants } from './appointment-view';

/**
 * The access component for the other services (chat, calls, AI). Internal: each passes the account it acts for,
 * taken from its own caller's session, and refuses its caller by the answer.
 */
@Controller()
export class AppointmentAccessController {
  constructor(private readonly access: AppointmentAccess) {}

  @Internal()
  @MessagePattern(APPOINTMENT_SUBJECTS.participant)
  async participant(
    @Payload() { appointmentId, accountId }: ParticipantQueryDto,
  ): Promise<AppointmentParticipants> {
    return toParticipants(await this.access.participation(appointmentId, accountId));
  }

  @Internal()
  @MessagePattern(APPOINTMENT_SUBJECTS.pairAllowed)
  async pairAllowed(@Payload() { doctorId, patientId }: PairQueryDto): Promise<PairReply> {
    return { allowed: await this.access.sharesAppointment(doctorId, patientId) };
  }

  @Internal()
  @MessagePattern(APPOINTMENT_SUBJECTS.consultingDoctors)
  async consultingDoctors(
    @Payload() { patientId }: ConsultingDoctorsQueryDto,
  ): Promise<ConsultingDoctorsReply> {
    return { doctorIds: await this.access.consultingDoctorIds(patientId) };
  }
}
