import { accessRecorded } from './access-audit';

const DOCTOR = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'doctor' as const };
const PATIENT = { id: '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41', role: 'user' as const };
const AT = new Date('2026-11-26T10:42:00.000Z');

describe('accessRecorded', () => {
  it('names the actor, the patients, the resource kind, the client and the time; nothing read', () => {
    expect(
      accessRecorded(
        DOCTOR,
        'patient.viewed',
        [PATIENT.id],
        PATIENT.id,
        { ip: '10.0.0.1', userAgent: 'UA' },
        AT,
      ),
    ).toEqual([
      {
        subject: 'audit.access.recorded',
        payload: {
          action: 'patient.viewed',
          actor: DOCTOR,
          patientIds: [PATIENT.id],
          resource: { kind: 'health-record', id: PATIENT.id },
          client: { ip: '10.0.0.1', userAgent: 'UA' },
          at: AT.toISOString(),
        },
      },
    ]);
  });

  it('records nothing when the patient reads their own record', () => {
    expect(accessRecorded(PATIENT, 'appointment.viewed', [PATIENT.id], 'a1', undefined, AT)).toEqual([]);
  });

  it('names each listed patient once, and an unknown client as unknown', () => {
    const [entry] = accessRecorded(DOCTOR, 'patients.listed', ['p1', 'p2', 'p1'], null, undefined, AT);
    expect(entry?.payload).toMatchObject({
      patientIds: ['p1', 'p2'],
      resource: { kind: 'patient-list', id: null },
      client: { ip: null, userAgent: null },
    });
  });
});
