import { APPOINTMENT_CHANGED } from '../testing/appointment-fixtures';
import { AppointmentEventsController } from './appointment-events.controller';
import { newTestService } from '@vitalsync/testing';

describe('AppointmentEventsController', () => {
  const push = jest.fn();
  const { sut } = newTestService(AppointmentEventsController, [{ push }]);

  beforeEach(() => push.mockReset());

  it.each([
    ['onBooked', 'booked'],
    ['onStarted', 'started'],
    ['onCompleted', 'completed'],
    ['onCancelled', 'cancelled'],
  ] as const)('%s pushes a "%s" notification to the doctor and to the patient', (handler, change) => {
    sut[handler](APPOINTMENT_CHANGED);
    expect(push.mock.calls).toEqual([
      [
        APPOINTMENT_CHANGED.doctorId,
        'appointment-changed',
        expect.objectContaining({ change, counterpartName: 'Ada Lovelace' }),
      ],
      [
        APPOINTMENT_CHANGED.patientId,
        'appointment-changed',
        expect.objectContaining({ change, counterpartName: 'Grace Hopper' }),
      ],
    ]);
  });
});
