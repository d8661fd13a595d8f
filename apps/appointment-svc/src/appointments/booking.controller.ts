import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { APPOINTMENT_SUBJECTS, type AppointmentDetail, type SlotsReply } from '@vitalsync/contracts';
import { BookAppointmentCommandDto, SlotsCommandDto } from '@vitalsync/contracts/server';

import { BookingService } from './booking.service';

@Controller()
export class BookingController {
  constructor(private readonly booking: BookingService) {}

  @MessagePattern(APPOINTMENT_SUBJECTS.book)
  book(@Payload() { actor, booking }: BookAppointmentCommandDto): Promise<AppointmentDetail> {
    return this.booking.book(actor, booking);
  }

  /** Any signed-in account may look at a doctor's free slots. */
  @MessagePattern(APPOINTMENT_SUBJECTS.slots)
  slots(@Payload() { query }: SlotsCommandDto): Promise<SlotsReply> {
    return this.booking.slots(query);
  }
}
