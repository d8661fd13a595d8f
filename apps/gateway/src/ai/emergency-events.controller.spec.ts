import { type ArgumentMetadata } from '@nestjs/common';
import { busValidationPipe } from '@vitalsync/backend';
import { newTestService } from '@vitalsync/testing';
import { HealthEmergencyEventDto } from '@vitalsync/contracts/server';

import { DOCTOR_ID, EMERGENCY_EVENT, OTHER_DOCTOR_ID, PATIENT_ID } from './ai-test-data';
import { EmergencyEventsController } from './emergency-events.controller';

const TOAST = {
  patientId: PATIENT_ID,
  patientName: 'Ada Lovelace',
  alert: 'Heart rate 150 bpm is in the emergency range.',
  at: '2098-06-01T10:00:00.000Z',
};

describe('EmergencyEventsController', () => {
  const push = jest.fn();
  const { sut } = newTestService(EmergencyEventsController, [{ push }]);

  beforeEach(() => push.mockReset());

  it('pushes one health-emergency toast to each consulting doctor, naming the patient', () => {
    sut.onEmergency(EMERGENCY_EVENT);

    expect(push.mock.calls).toEqual([
      [DOCTOR_ID, 'health-emergency', TOAST],
      [OTHER_DOCTOR_ID, 'health-emergency', TOAST],
    ]);
  });

  it('never tells a doctor who else was told, and tells a doctor listed twice once', () => {
    sut.onEmergency({ ...EMERGENCY_EVENT, doctorIds: [DOCTOR_ID, DOCTOR_ID] });

    expect(push.mock.calls).toEqual([[DOCTOR_ID, 'health-emergency', TOAST]]);
    expect(JSON.stringify(push.mock.calls)).not.toContain(OTHER_DOCTOR_ID);
  });

  it('pushes nothing for an emergency no doctor consulted', () => {
    sut.onEmergency({ ...EMERGENCY_EVENT, doctorIds: [] });

    expect(push).not.toHaveBeenCalled();
  });
});

describe('the emergency event as the listener validates it', () => {
  const pipe = busValidationPipe();
  const metadata: ArgumentMetadata = { type: 'body', metatype: HealthEmergencyEventDto };

  it('lets a valid event through', async () => {
    await expect(pipe.transform({ ...EMERGENCY_EVENT }, metadata)).resolves.toBeInstanceOf(
      HealthEmergencyEventDto,
    );
  });

  it.each([
    ['a doctor id that is not one', { doctorIds: ['not-an-id'] }],
    ['doctors that are not a list', { doctorIds: DOCTOR_ID }],
    ['a name with a NUL byte', { patientName: 'Ada\u0000' }],
    ['a name with a lone surrogate', { patientName: 'Ada \ud800' }],
    ['no patient', { patientId: undefined }],
    ['a time that is not one', { at: 'yesterday' }],
    ['a field no contract has', { content: 'health data' }],
  ])('refuses %s, so nothing is pushed', async (_case, change) => {
    await expect(pipe.transform({ ...EMERGENCY_EVENT, ...change }, metadata)).rejects.toBeDefined();
  });
});
