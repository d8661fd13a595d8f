import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { APPOINTMENT_SUBJECTS, type AppointmentDetail } from '@vitalsync/contracts';
import { AppointmentTransitionCommandDto, PrescribeCommandDto } from '@vitalsync/contracts/server';

import { LifecycleService } from './lifecycle.service';

@Controller()
export class LifecycleController {
  constructor(private readonly lifecycle: LifecycleService) {}

  @MessagePattern(APPOINTMENT_SUBJECTS.transition)
  transition(
    @Payload() { actor, appointmentId, action }: AppointmentTransitionCommandDto,
  ): Promise<AppointmentDetail> {
    return this.lifecycle.transition(actor, appointmentId, action);
  }

  @MessagePattern(APPOINTMENT_SUBJECTS.prescribe)
  prescribe(
    @Payload() { actor, appointmentId, prescription }: PrescribeCommandDto,
  ): Promise<AppointmentDetail> {
    return this.lifecycle.prescribe(actor, appointmentId, prescription);
  }
}
