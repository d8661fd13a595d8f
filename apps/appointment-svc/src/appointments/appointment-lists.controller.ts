import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  APPOINTMENT_SUBJECTS,
  type AppointmentDetail,
  type ConsultedDoctor,
  type ConsultedPatient,
  type DoctorAppointment,
  type UserAppointment,
} from '@vitalsync/contracts';
import {
  ActorQueryDto,
  AppointmentQueryDto,
  ConsultedPatientQueryDto,
  UserAppointmentsQueryDto,
} from '@vitalsync/contracts/server';

import { AppointmentListsService } from './appointment-lists.service';

@Controller()
export class AppointmentListsController {
  constructor(private readonly lists: AppointmentListsService) {}

  @MessagePattern(APPOINTMENT_SUBJECTS.listForDoctor)
  listForDoctor(@Payload() { actor }: ActorQueryDto): Promise<DoctorAppointment[]> {
    return this.lists.listForDoctor(actor);
  }

  @MessagePattern(APPOINTMENT_SUBJECTS.listForUser)
  listForUser(@Payload() { actor, scheduledOnly }: UserAppointmentsQueryDto): Promise<UserAppointment[]> {
    return this.lists.listForUser(actor, scheduledOnly);
  }

  @MessagePattern(APPOINTMENT_SUBJECTS.get)
  get(@Payload() { actor, appointmentId }: AppointmentQueryDto): Promise<AppointmentDetail> {
    return this.lists.get(actor, appointmentId);
  }

  @MessagePattern(APPOINTMENT_SUBJECTS.consultedPatients)
  consultedPatients(@Payload() { actor }: ActorQueryDto): Promise<ConsultedPatient[]> {
    return this.lists.consultedPatients(actor);
  }

  @MessagePattern(APPOINTMENT_SUBJECTS.consultedPatient)
  consultedPatient(@Payload() { actor, patientId }: ConsultedPatientQueryDto): Promise<ConsultedPatient> {
    return this.lists.consultedPatient(actor, patientId);
  }

  @MessagePattern(APPOINTMENT_SUBJECTS.consultedDoctors)
  consultedDoctors(@Payload() { actor }: ActorQueryDto): Promise<ConsultedDoctor[]> {
    return this.lists.consultedDoctors(actor);
  }
}
