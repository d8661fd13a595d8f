import { randomUUID } from 'node:crypto';

import { type AppointmentChangedEvent } from '@vitalsync/contracts';
import { newTestService } from '@vitalsync/testing';

import { AppointmentEventsController } from './appointment-events.controller';

const event = (status: AppointmentChangedEvent['status']): AppointmentChangedEvent => ({
  appointmentId: randomUUID(),
  doctorId: randomUUID(),
  patientId: randomUUID(),
  doctorName: 'Grace Hopper',
  patientName: 'Ada Lovelace',
  dateTime: '2030-06-03T08:00:00.000Z',
  type: 'chat',
  status,
  by: 'user',
  at: '2030-06-01T08:00:00.000Z',
});

describe('AppointmentEventsController', () => {
  it.each([
    ['a booking', 'onBooked', event('scheduled')],
    ['a cancellation', 'onCancelled', event('cancelled')],
  ] as const)('forgets the pair of %s', (_case, handler, changed) => {
    const access = { forget: jest.fn() };
    const { sut } = newTestService(AppointmentEventsController, [access]);

    sut[handler](changed);

    expect(access.forget).toHaveBeenCalledWith(
      expect.objectContaining({ doctorId: changed.doctorId, patientId: changed.patientId }),
    );
  });
});
