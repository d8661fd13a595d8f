import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock, invalidRequest, rpcError } from '@vitalsync/backend';
import {
  type Actor,
  APPOINTMENT_EVENTS,
  APPOINTMENT_MINUTES,
  type AppointmentDetail,
  type AppointmentType,
  BOOKING_IN_PAST_MESSAGE,
  type BookAppointmentRequest,
  type DoctorProfile,
  LEGACY_VIDEO_TYPE,
  OUTSIDE_HOURS_MESSAGE,
  PATIENTS_ONLY_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  type SlotsQuery,
  type SlotsReply,
  UNKNOWN_DOCTOR_MESSAGE,
} from '@vitalsync/contracts';
import { DateTime } from 'luxon';

import { PeopleDirectory } from '../people/people.directory';
import { ProfilesClient } from '../people/profiles.client';
import { appointmentChanged } from './appointment-events';
import { toAppointmentDetail } from './appointment-view';
import { AppointmentsRepository } from './appointments.repository';
import { requireRole } from './roles';
import { calendarDay, freeSlots, isSlotStart } from './weekly-slots';

const SLOT_MILLIS = APPOINTMENT_MINUTES * 60_000;

/** The web form's legacy "video" is a video call. */
export const appointmentTypeOf = (type: BookAppointmentRequest['type']): AppointmentType =>
  type === LEGACY_VIDEO_TYPE ? 'video-call' : type;

/** An ISO 8601 time; one without an offset is read as UTC, whatever zone the server runs in. */
const instantOf = (dateTime: string): Date => {
  const parsed = DateTime.fromISO(dateTime, { zone: 'utc' });
  if (!parsed.isValid) throw invalidRequest();
  return parsed.toJSDate();
};

@Injectable()
export class BookingService {
  private readonly logger = new Logger(BookingService.name);

  constructor(
    private readonly appointments: AppointmentsRepository,
    private readonly profiles: ProfilesClient,
    private readonly people: PeopleDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Books the patient's appointment with a doctor at a free time (docs/product/roles.md#patient, POST book). */
  async book(actor: Actor, booking: BookAppointmentRequest): Promise<AppointmentDetail> {
    requireRole(actor, 'user', PATIENTS_ONLY_MESSAGE);
    const dateTime = instantOf(booking.dateTime);
    if (dateTime.getTime() <= this.clock().getTime()) {
      throw rpcError({ code: 'appointment.in_past', message: BOOKING_IN_PAST_MESSAGE });
    }
    const readAt = this.clock();
    const doctor = await this.doctor(booking.doctorId);
    const hours = doctor.availability.weeklyHours;
    if (hours && !isSlotStart(hours, dateTime))
      throw rpcError({ code: 'appointment.outside_hours', message: OUTSIDE_HOURS_MESSAGE });
    await this.people.remember(doctor, 'doctor', readAt);

    const names = await this.people.namesOf([
      { id: actor.id, role: 'user' },
      { id: doctor._id, role: 'doctor' },
    ]);
    const appointment = await this.appointments.create(
      {
        doctorId: doctor._id,
        patientId: actor.id,
        dateTime,
        type: appointmentTypeOf(booking.type),
        reason: booking.reason?.trim() || null,
      },
      (created) => [appointmentChanged(APPOINTMENT_EVENTS.booked, created, names, actor.role, this.clock())],
    );
    if (!appointment) throw rpcError({ code: 'appointment.slot_taken', message: SLOT_TAKEN_MESSAGE });
    this.logger.log(`Appointment ${appointment.id} booked`);
    return toAppointmentDetail(appointment, names);
  }

  /** The doctor's free slots on the viewer's day; none, and hoursSet false, when the doctor set no hours. */
  async slots(query: SlotsQuery): Promise<SlotsReply> {
    const hours = (await this.doctor(query.doctorId)).availability.weeklyHours;
    if (!hours) return { hoursSet: false, slots: [] };
    const day = calendarDay(query.date, query.timeZone ?? 'UTC');
    // An appointment that began up to 30 minutes before the day still overlaps its first slot.
    const taken = await this.appointments.doctorStartsBetween(
      query.doctorId,
      new Date(day.from.getTime() - SLOT_MILLIS + 1),
      day.to,
    );
    const slots = freeSlots(hours, day, this.clock(), taken);
    return { hoursSet: true, slots: slots.map((slot) => slot.toISOString()) };
  }

  /** The doctor, as auth-svc knows them now (one request): 404 for an id that is no doctor's. */
  private async doctor(doctorId: string): Promise<DoctorProfile> {
    const [doctor] = await this.profiles.getMany([doctorId], 'doctor');
    if (!doctor || !('availability' in doctor))
      throw rpcError({ code: 'appointment.unknown_doctor', message: UNKNOWN_DOCTOR_MESSAGE });
    return doctor;
  }
}
