import { Controller, Module, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Internal, rpcError } from '@vitalsync/backend';
import { APPOINTMENT_SUBJECTS, type AppointmentParticipants, type PairReply } from '@vitalsync/contracts';
import { PairQueryDto, ParticipantQueryDto } from '@vitalsync/contracts/server';

/** Appointments a test books, by id: the two participants. */
export type FakeBookings = Map<string, { doctorId: string; patientId: string }>;

/** The service's root module next to a fake appointment-svc answering the access questions from `bookings`. */
export const withFakeAppointments = (service: Type<unknown>, bookings: FakeBookings): Type<unknown> => {
  @Controller()
  class FakeAppointmentAccessController {
    @Internal()
    @MessagePattern(APPOINTMENT_SUBJECTS.participant)
    participant(@Payload() { appointmentId, accountId }: ParticipantQueryDto): AppointmentParticipants {
      const booked = bookings.get(appointmentId);
      if (!booked || (booked.doctorId !== accountId && booked.patientId !== accountId))
        throw rpcError({ code: 'appointment.not_found', message: 'Appointment not found' });
      return { appointmentId, ...booked, status: 'scheduled', dateTime: '2030-06-01T09:00:00.000Z' };
    }

    @Internal()
    @MessagePattern(APPOINTMENT_SUBJECTS.pairAllowed)
    pairAllowed(@Payload() { doctorId, patientId }: PairQueryDto): PairReply {
      return {
        allowed: [...bookings.values()].some(
          (booked) => booked.doctorId === doctorId && booked.patientId === patientId,
        ),
      };
    }
  }

  @Module({ imports: [service], controllers: [FakeAppointmentAccessController] })
  class ServiceWithFakeAppointments {}

  return ServiceWithFakeAppointments;
};
