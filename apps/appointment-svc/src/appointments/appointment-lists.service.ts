import { Injectable } from '@nestjs/common';
import { rpcError } from '@vitalsync/backend';
import {
  NOT_CONSULTED_MESSAGE,
  type Actor,
  type AppointmentDetail,
  type ConsultedDoctor,
  type ConsultedPatient,
  type DoctorAppointment,
  type UserAppointment,
} from '@vitalsync/contracts';

import { PeopleDirectory } from '../people/people.directory';
import { ProfilesClient } from '../people/profiles.client';
import { AccessAudit } from './access-audit';
import { AppointmentAccess } from './appointment-access';
import {
  participantsOf,
  toAppointmentDetail,
  toDoctorAppointment,
  toUserAppointment,
} from './appointment-view';
import { AppointmentsRepository } from './appointments.repository';
import { toConsultedDoctors, toConsultedPatients } from './consulted-view';
import { requireRole } from './roles';

/**
 * What each side lists. A list costs one query of appointments and one of the read model of names (plus one
 * request per role to auth-svc for names the read model misses), whatever its length.
 */
@Injectable()
export class AppointmentListsService {
  constructor(
    private readonly appointments: AppointmentsRepository,
    private readonly access: AppointmentAccess,
    private readonly people: PeopleDirectory,
    private readonly profiles: ProfilesClient,
    private readonly audit: AccessAudit,
  ) {}

  async listForDoctor(actor: Actor): Promise<DoctorAppointment[]> {
    requireRole(actor, 'doctor');
    const appointments = await this.appointments.listForDoctor(actor.id);
    const names = await this.people.namesOf(
      appointments.map((appointment) => ({ id: appointment.patientId, role: 'user' as const })),
    );
    return appointments.map((appointment) => toDoctorAppointment(appointment, names));
  }

  async listForUser(actor: Actor, scheduledOnly: boolean): Promise<UserAppointment[]> {
    requireRole(actor, 'user');
    const appointments = await this.appointments.listForPatient(actor.id, scheduledOnly);
    const names = await this.people.namesOf(
      appointments.map((appointment) => ({ id: appointment.doctorId, role: 'doctor' as const })),
    );
    return appointments.map((appointment) => toUserAppointment(appointment, names));
  }

  /** One appointment, for its two participants only. */
  async get(actor: Actor, appointmentId: string): Promise<AppointmentDetail> {
    const appointment = await this.access.participation(appointmentId, actor.id);
    const detail = toAppointmentDetail(appointment, await this.people.namesOf(participantsOf(appointment)));
    await this.audit.recordRead(actor, 'appointment.viewed', [appointment.patientId], appointment.id);
    return detail;
  }

  /** The doctor's patients with their health data and emergency contact, latest consultation first. */
  async consultedPatients(actor: Actor): Promise<ConsultedPatient[]> {
    requireRole(actor, 'doctor');
    const consultations = await this.access.consultedPatients(actor.id);
    const profiles = await this.profiles.getMany(
      consultations.map((consultation) => consultation.accountId),
      'user',
    );
    const consulted = toConsultedPatients(consultations, profiles);
    await this.audit.recordRead(
      actor,
      'patients.listed',
      consulted.map(({ user }) => user.id),
      null,
    );
    return consulted;
  }

  /** One patient the doctor has consulted, as the detail view opens it; anyone else is answered as unknown. */
  async consultedPatient(actor: Actor, patientId: string): Promise<ConsultedPatient> {
    requireRole(actor, 'doctor');
    const consultation = (await this.access.consultedPatients(actor.id)).find(
      ({ accountId }) => accountId === patientId,
    );
    const [patient] = consultation
      ? toConsultedPatients([consultation], await this.profiles.getMany([patientId], 'user'))
      : [];
    if (!patient) throw rpcError({ code: 'patient.not_found', message: NOT_CONSULTED_MESSAGE });
    await this.audit.recordRead(actor, 'patient.viewed', [patientId], patientId);
    return patient;
  }

  /** The patient's doctors, latest consultation first. */
  async consultedDoctors(actor: Actor): Promise<ConsultedDoctor[]> {
    requireRole(actor, 'user');
    const consultations = await this.access.consultedDoctors(actor.id);
    const profiles = await this.profiles.getMany(
      consultations.map((consultation) => consultation.accountId),
      'doctor',
    );
    return toConsultedDoctors(consultations, profiles);
  }
}
