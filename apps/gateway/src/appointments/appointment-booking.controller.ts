import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import {
  ACCOUNT_SUBJECTS,
  APPOINTMENT_SUBJECTS,
  type AvailableDoctorsResponse,
  BOOKING_SUCCESS_MESSAGE,
  type BookAppointmentResponse,
  type SlotsResponse,
} from '@vitalsync/contracts';
import { BookAppointmentRequestDto, SlotsQueryDto } from '@vitalsync/contracts/server';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';

/** What a patient needs to book: the doctors, their free slots, and the booking itself. */
@ApiTags('appointments')
@Controller('dashboard/appointments')
export class AppointmentBookingController {
  constructor(private readonly bus: BusClient) {}

  @Post('book')
  @ApiSuccess('BookAppointmentResponse', 'Book an appointment with a doctor (patient)', {
    errors: [403, 404, 409],
  })
  async book(
    @CurrentActor() claims: SessionClaims,
    @Body() booking: BookAppointmentRequestDto,
  ): Promise<BookAppointmentResponse> {
    const appointment = await this.bus.request(APPOINTMENT_SUBJECTS.book, {
      actor: actorOf(claims),
      booking,
    });
    return { status: 'success', message: BOOKING_SUCCESS_MESSAGE, appointment };
  }

  @Get('slots')
  @ApiSuccess('SlotsResponse', 'The free slots of a doctor on one day', { errors: [404] })
  async slots(@CurrentActor() claims: SessionClaims, @Query() query: SlotsQueryDto): Promise<SlotsResponse> {
    const reply = await this.bus.request(APPOINTMENT_SUBJECTS.slots, { actor: actorOf(claims), query });
    return { status: 'success', ...reply };
  }

  @Get('available-doctors')
  @ApiSuccess('AvailableDoctorsResponse', 'The doctors a patient can book')
  async availableDoctors(@CurrentActor() claims: SessionClaims): Promise<AvailableDoctorsResponse> {
    const doctors = await this.bus.request(ACCOUNT_SUBJECTS.listDoctors, { actor: actorOf(claims) });
    return { status: 'success', doctors };
  }
}
