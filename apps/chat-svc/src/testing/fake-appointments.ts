import { Controller, Module, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Internal } from '@vitalsync/backend';
import { APPOINTMENT_SUBJECTS, type PairReply } from '@vitalsync/contracts';
import { PairQueryDto } from '@vitalsync/contracts/server';

import { type FakePairs } from './fake-pairs';

/** The service's root module next to a fake appointment-svc answering the pair question from `pairs`. */
export const withFakeAppointments = (service: Type<unknown>, pairs: FakePairs): Type<unknown> => {
  @Controller()
  class FakeAppointmentAccessController {
    @Internal()
    @MessagePattern(APPOINTMENT_SUBJECTS.pairAllowed)
    pairAllowed(@Payload() query: PairQueryDto): PairReply {
      return pairs.answer({ doctorId: query.doctorId, patientId: query.patientId });
    }
  }

  @Module({ imports: [service], controllers: [FakeAppointmentAccessController] })
  class ServiceWithFakeAppointments {}

  return ServiceWithFakeAppointments;
};
