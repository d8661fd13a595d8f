import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import {
  APPOINTMENT_SUBJECTS,
  type AppointmentResponse,
  type ConsultedDoctorsResponse,
  type ConsultedPatientResponse,
  type ConsultedPatientsResponse,
  type DoctorAppointmentsResponse,
  type UserAppointmentsResponse,
} from '@vitalsync/contracts';
import { AppointmentIdQueryDto, NotesQueryParamsDto } from '@vitalsync/contracts/server';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';

/** The caller's appointments and the people they met through them; appointment-svc scopes each to the caller. */
@ApiTags('appointments')
@Controller('dashboard/appointments')
export class AppointmentListsController {
  constructor(private readonly bus: BusClient) {}

  @Get('doctor')
  @ApiSuccess('DoctorAppointmentsResponse', "A doctor's appointments", { errors: [403] })
  async forDoctor(@CurrentActor() claims: SessionClaims): Promise<DoctorAppointmentsResponse> {
    const appointments = await this.bus.request(APPOINTMENT_SUBJECTS.listForDoctor, {
      actor: actorOf(claims),
    });
    return { status: 'success', appointments };
  }

  @Get('user')
  @ApiSuccess('UserAppointmentsResponse', "A patient's appointments", { errors: [403] })
  forUser(@CurrentActor() claims: SessionClaims): Promise<UserAppointmentsResponse> {
    return this.userAppointments(claims, false);
  }

  @Get('user/scheduled')
  @ApiSuccess('UserAppointmentsResponse', "A patient's scheduled appointments", { errors: [403] })
  scheduledForUser(@CurrentActor() claims: SessionClaims): Promise<UserAppointmentsResponse> {
    return this.userAppointments(claims, true);
  }

  @Get('consulted-patients')
  @ApiSuccess('ConsultedPatientsResponse', 'The patients a doctor has consulted', { errors: [403] })
  async consultedPatients(@CurrentActor() claims: SessionClaims): Promise<ConsultedPatientsResponse> {
    const consultedPatients = await this.bus.request(APPOINTMENT_SUBJECTS.consultedPatients, {
      actor: actorOf(claims),
    });
    return { status: 'success', consultedPatients };
  }

  @Get('consulted-patient')
  @ApiSuccess(
    'ConsultedPatientResponse',
    "One consulted patient's detail (recorded in their access history)",
    {
      errors: [403, 404],
    },
  )
  async consultedPatient(
    @CurrentActor() claims: SessionClaims,
    @Query() { patientId }: NotesQueryParamsDto,
  ): Promise<ConsultedPatientResponse> {
    const consultedPatient = await this.bus.request(APPOINTMENT_SUBJECTS.consultedPatient, {
      actor: actorOf(claims),
      patientId,
    });
    return { status: 'success', consultedPatient };
  }

  @Get('consulted-doctors')
  @ApiSuccess('ConsultedDoctorsResponse', 'The doctors a patient has consulted', { errors: [403] })
  async consultedDoctors(@CurrentActor() claims: SessionClaims): Promise<ConsultedDoctorsResponse> {
    const consultedDoctors = await this.bus.request(APPOINTMENT_SUBJECTS.consultedDoctors, {
      actor: actorOf(claims),
    });
    return { status: 'success', consultedDoctors };
  }

  @Get('appointment')
  @ApiSuccess('AppointmentResponse', 'One appointment of the signed-in account', { errors: [403, 404] })
  async one(
    @CurrentActor() claims: SessionClaims,
    @Query() { id }: AppointmentIdQueryDto,
  ): Promise<AppointmentResponse> {
    const appointment = await this.bus.request(APPOINTMENT_SUBJECTS.get, {
      actor: actorOf(claims),
      appointmentId: id,
    });
    return { status: 'success', appointment };
  }

  private async userAppointments(
    claims: SessionClaims,
    scheduledOnly: boolean,
  ): Promise<UserAppointmentsResponse> {
    const appointments = await this.bus.request(APPOINTMENT_SUBJECTS.listForUser, {
      actor: actorOf(claims),
      scheduledOnly,
    });
    return { status: 'success', appointments };
  }
}
