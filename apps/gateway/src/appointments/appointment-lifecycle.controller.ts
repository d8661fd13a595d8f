import { Body, Controller, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import { APPOINTMENT_SUBJECTS, type AppointmentAction, type AppointmentResponse } from '@vitalsync/contracts';
import { AppointmentIdQueryDto, PrescriptionRequestDto } from '@vitalsync/contracts/server';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';

/**
 * Start, complete and cancel read no body: the spec's client sends none, an empty one, or its request options
 * (`{"withCredentials":true}`) where the body would go, and the session cookie alone decides.
 */
@ApiTags('appointments')
@Controller('dashboard/appointments')
export class AppointmentLifecycleController {
  constructor(private readonly bus: BusClient) {}

  @Put('start')
  @ApiSuccess('AppointmentResponse', 'Start an appointment (doctor)', { errors: [404, 409] })
  start(
    @CurrentActor() claims: SessionClaims,
    @Query() query: AppointmentIdQueryDto,
  ): Promise<AppointmentResponse> {
    return this.transition(claims, query, 'start');
  }

  @Put('complete')
  @ApiSuccess('AppointmentResponse', 'Complete an appointment (doctor)', { errors: [404, 409] })
  complete(
    @CurrentActor() claims: SessionClaims,
    @Query() query: AppointmentIdQueryDto,
  ): Promise<AppointmentResponse> {
    return this.transition(claims, query, 'complete');
  }

  @Put('cancel')
  @ApiSuccess('AppointmentResponse', 'Cancel an appointment', { errors: [404, 409] })
  cancel(
    @CurrentActor() claims: SessionClaims,
    @Query() query: AppointmentIdQueryDto,
  ): Promise<AppointmentResponse> {
    return this.transition(claims, query, 'cancel');
  }

  @Put('prescription')
  @ApiSuccess('AppointmentResponse', 'Write the prescription of an appointment (doctor)', {
    errors: [404, 409],
  })
  async prescribe(
    @CurrentActor() claims: SessionClaims,
    @Query() { id }: AppointmentIdQueryDto,
    @Body() prescription: PrescriptionRequestDto,
  ): Promise<AppointmentResponse> {
    const appointment = await this.bus.request(APPOINTMENT_SUBJECTS.prescribe, {
      actor: actorOf(claims),
      appointmentId: id,
      prescription,
    });
    return { status: 'success', appointment };
  }

  private async transition(
    claims: SessionClaims,
    { id }: AppointmentIdQueryDto,
    action: AppointmentAction,
  ): Promise<AppointmentResponse> {
    const appointment = await this.bus.request(APPOINTMENT_SUBJECTS.transition, {
      actor: actorOf(claims),
      appointmentId: id,
      action,
    });
    return { status: 'success', appointment };
  }
}
