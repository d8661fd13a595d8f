import { APPOINTMENT_CHANGED } from '../testing/appointment-fixtures';
import { appointmentNotifications } from './appointment-notifications';

describe('appointmentNotifications', () => {
  it('tells the doctor the patient name and the patient the doctor name', () => {
    const common = {
      change: 'started',
      appointmentId: APPOINTMENT_CHANGED.appointmentId,
      dateTime: APPOINTMENT_CHANGED.dateTime,
      type: 'video-call',
      status: 'in-progress',
      by: 'doctor',
    };
    expect(appointmentNotifications('started', APPOINTMENT_CHANGED)).toEqual([
      {
        accountId: APPOINTMENT_CHANGED.doctorId,
        notification: { ...common, counterpartName: 'Ada Lovelace' },
      },
      {
        accountId: APPOINTMENT_CHANGED.patientId,
        notification: { ...common, counterpartName: 'Grace Hopper' },
      },
    ]);
  });

  it('never passes on the event time of the change nor the ids of the participants', () => {
    for (const { notification } of appointmentNotifications('booked', APPOINTMENT_CHANGED))
      expect(Object.keys(notification).sort()).toEqual([
        'appointmentId',
        'by',
        'change',
        'counterpartName',
        'dateTime',
        'status',
        'type',
      ]);
  });
});
