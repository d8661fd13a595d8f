import { Controller, Module, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Internal, rpcError } from '@vitalsync/backend';
import {
  ACCOUNT_SUBJECTS,
  APPOINTMENT_SUBJECTS,
  type ConsultingDoctorsReply,
  type Profile,
  type UserAppointment,
} from '@vitalsync/contracts';
import {
  ConsultingDoctorsQueryDto,
  GetProfileQueryDto,
  UserAppointmentsQueryDto,
} from '@vitalsync/contracts/server';

/**
 * What auth-svc and appointment-svc answer ai-svc in a test, as the test sets it up, and every question they
 * were asked.
 */
export class FakeNeighbours {
  readonly doctorQuestions: string[] = [];
  private readonly doctors = new Map<string, string[]>();
  private readonly profiles = new Map<string, Profile>();
  private readonly appointments = new Map<string, UserAppointment[]>();

  consultedBy(patientId: string, doctorIds: string[]): void {
    this.doctors.set(patientId, doctorIds);
  }

  hasProfile(profile: Profile): void {
    this.profiles.set(profile._id, profile);
  }

  hasAppointments(patientId: string, appointments: UserAppointment[]): void {
    this.appointments.set(patientId, appointments);
  }

  doctorsOf(patientId: string): ConsultingDoctorsReply {
    this.doctorQuestions.push(patientId);
    return { doctorIds: this.doctors.get(patientId) ?? [] };
  }

  profileOf(accountId: string): Profile {
    const profile = this.profiles.get(accountId);
    if (!profile) throw rpcError({ code: 'not_found', message: 'No such profile' });
    return profile;
  }

  appointmentsOf(patientId: string): UserAppointment[] {
    return this.appointments.get(patientId) ?? [];
  }
}

/** The service's root module next to a fake auth-svc and appointment-svc answering from `neighbours`. */
export const withFakeNeighbours = (service: Type<unknown>, neighbours: FakeNeighbours): Type<unknown> => {
  @Controller()
  class FakeNeighboursController {
    @Internal()
    @MessagePattern(APPOINTMENT_SUBJECTS.consultingDoctors)
    consultingDoctors(@Payload() { patientId }: ConsultingDoctorsQueryDto): ConsultingDoctorsReply {
      return neighbours.doctorsOf(patientId);
    }

    @MessagePattern(ACCOUNT_SUBJECTS.getProfile)
    profile(@Payload() { actor }: GetProfileQueryDto): Profile {
      return neighbours.profileOf(actor.id);
    }

    @MessagePattern(APPOINTMENT_SUBJECTS.listForUser)
    appointments(@Payload() { actor }: UserAppointmentsQueryDto): UserAppointment[] {
      return neighbours.appointmentsOf(actor.id);
    }
  }

  @Module({ imports: [service], controllers: [FakeNeighboursController] })
  class ServiceWithFakeNeighbours {}

  return ServiceWithFakeNeighbours;
};
