import { type FhirObservation, type FhirPatient, type HealthInfo } from '@vitalsync/contracts';

import {
  BODY_HEIGHT,
  BODY_WEIGHT,
  HEART_RATE,
  UCUM,
  VITAL_SIGNS_CATEGORY,
  type VitalSign,
  vitalSignCode,
} from './fhir-codes';
import { nameBasedUuid, referenceTo, uniqueKeys } from './fhir-ids';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const YEAR_MONTH = /^\d{4}-\d{2}$/;

/** A reading's time as R4 dateTime: the measurement's instant, else its month (older readings kept only that). */
const effectiveOf = (date: string, month: string): string | undefined => {
  if (ISO_INSTANT.test(date) && !Number.isNaN(Date.parse(date))) return new Date(date).toISOString();
  return YEAR_MONTH.test(month) ? month : undefined;
};

interface Reading {
  sign: VitalSign;
  value: number;
  /** R4 dateTime, or undefined when the profile keeps no date for it. */
  effective: string | undefined;
}

const HEIGHT_UNDATED_NOTE =
  'Height as kept in the VitalSync profile; VitalSync does not record when it was measured.';

/** Every reading the profile holds: the weight and heart-rate histories with their dates, and the height. */
const readingsOf = (health: HealthInfo): Reading[] => [
  ...health.weightHistory.map(({ weight, date, month }) => ({
    sign: BODY_WEIGHT,
    value: weight,
    effective: effectiveOf(date, month),
  })),
  ...health.heartRateHistory.map(({ heartRate, date, month }) => ({
    sign: HEART_RATE,
    value: heartRate,
    effective: effectiveOf(date, month),
  })),
  ...health.heartRateLogs.map(({ heartRate, date }) => ({
    sign: HEART_RATE,
    value: heartRate,
    effective: effectiveOf(date, ''),
  })),
  ...(health.height === null ? [] : [{ sign: BODY_HEIGHT, value: health.height, effective: undefined }]),
];

/**
 * One vital-signs Observation per recorded reading: body weight (LOINC 29463-7, kg), body height (8302-2, cm) and
 * heart rate (8867-4, /min), values in UCUM, each with the date it was recorded. Readings without a finite value
 * are left out rather than exported as nonsense.
 */
export const toFhirObservations = (health: HealthInfo, patient: FhirPatient): FhirObservation[] => {
  const readings = readingsOf(health).filter(({ value }) => Number.isFinite(value));
  const ids = uniqueKeys(
    readings.map(
      ({ sign, value, effective }) => `observation|${sign.loinc}|${effective ?? 'undated'}|${value}`,
    ),
  );
  return readings.map(({ sign, value, effective }, index) => ({
    resourceType: 'Observation',
    id: nameBasedUuid(patient.id, ids[index] ?? ''),
    status: 'final',
    category: [VITAL_SIGNS_CATEGORY],
    code: vitalSignCode(sign),
    subject: referenceTo(patient),
    ...(effective === undefined ? {} : { effectiveDateTime: effective }),
    valueQuantity: { value, unit: sign.unitDisplay, system: UCUM, code: sign.unitCode },
    ...(effective === undefined ? { note: [{ text: HEIGHT_UNDATED_NOTE }] } : {}),
  }));
};
