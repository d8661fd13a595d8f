import { type HealthInfo } from '@vitalsync/contracts';

import { recordPatient } from '../../testing/record-fixtures';
import { toFhirObservations } from './fhir-observations';
import { toFhirPatient } from './fhir-patient';

const profile = recordPatient();
const patient = toFhirPatient(profile);
const PATIENT_REF = { reference: `urn:uuid:${patient.id}`, type: 'Patient' };
const VITAL_SIGNS = [
  {
    coding: [
      {
        system: 'http://terminology.hl7.org/CodeSystem/observation-category',
        code: 'vital-signs',
        display: 'Vital Signs',
      },
    ],
    text: 'Vital Signs',
  },
];

const observationsOf = (health: Partial<HealthInfo>) =>
  toFhirObservations({ ...profile.health_info, ...health }, patient);

describe('toFhirObservations', () => {
  it('should give one vital-signs Observation per reading: LOINC code, UCUM quantity and the reading’s date', () => {
    const observations = observationsOf({});
    expect(
      observations.map(({ code, effectiveDateTime, valueQuantity }) => [
        code.coding?.[0]?.code,
        effectiveDateTime,
        valueQuantity,
      ]),
    ).toEqual([
      [
        '29463-7',
        '2026-10-01T09:00:00.000Z',
        { value: 68, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' },
      ],
      [
        '29463-7',
        '2026-11-21T10:00:00.000Z',
        { value: 66, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' },
      ],
      [
        '8867-4',
        '2026-10-01T09:00:00.000Z',
        { value: 72, unit: 'beats/minute', system: 'http://unitsofmeasure.org', code: '/min' },
      ],
      // A reading saved without its instant keeps its month.
      [
        '8867-4',
        '2026-11',
        { value: 75, unit: 'beats/minute', system: 'http://unitsofmeasure.org', code: '/min' },
      ],
      ['8302-2', undefined, { value: 170, unit: 'cm', system: 'http://unitsofmeasure.org', code: 'cm' }],
    ]);
    for (const observation of observations) {
      expect(observation).toMatchObject({
        resourceType: 'Observation',
        status: 'final',
        category: VITAL_SIGNS,
        subject: PATIENT_REF,
      });
    }
    expect(observations[0]?.code).toEqual({
      coding: [{ system: 'http://loinc.org', code: '29463-7', display: 'Body weight' }],
      text: 'Body weight',
    });
  });

  it('should say that the height has no date instead of inventing one', () => {
    const height = observationsOf({}).find(({ code }) => code.coding?.[0]?.code === '8302-2');
    expect(height).not.toHaveProperty('effectiveDateTime');
    expect(height?.note?.[0]?.text).toMatch(/does not record when it was measured/);
  });

  it('should export heart-rate logs as readings too, and nothing for a patient without readings', () => {
    const logs = observationsOf({
      weightHistory: [],
      heartRateHistory: [],
      heartRateLogs: [{ date: '2026-11-20T07:15:00+01:00', heartRate: 64 }],
      height: null,
    });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      effectiveDateTime: '2026-11-20T06:15:00.000Z',
      valueQuantity: { value: 64, code: '/min' },
    });
    expect(
      observationsOf({ weightHistory: [], heartRateHistory: [], heartRateLogs: [], height: null }),
    ).toEqual([]);
  });

  it('should give every reading an id of its own that stays the same in the next export', () => {
    const sameReadingTwice = {
      weightHistory: [
        { weight: 70, month: '2026-11', date: '2026-11-21T10:00:00.000Z' },
        { weight: 70, month: '2026-11', date: '2026-11-21T10:00:00.000Z' },
      ],
    };
    const ids = observationsOf(sameReadingTwice).map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(observationsOf(sameReadingTwice).map(({ id }) => id)).toEqual(ids);
  });
});
