import { type FhirCondition, type FhirPatient, type MedicalHistoryEntry } from '@vitalsync/contracts';

import {
  CONDITION_UNCONFIRMED,
  type ConditionClinicalStatus,
  PROBLEM_LIST_ITEM,
  conditionClinicalStatus,
} from './fhir-codes';
import { nameBasedUuid, referenceTo, uniqueKeys } from './fhir-ids';
import { freeTextItems } from './free-text-items';

const PATIENT_REPORTED = 'Reported by the patient in VitalSync (free text).';

/** The words a history entry's free status may use, read as R4 condition-clinical codes. */
const STATUS_WORDS: ReadonlyArray<[RegExp, ConditionClinicalStatus]> = [
  [/remission/i, 'remission'],
  [/relapse/i, 'relapse'],
  [/recurr/i, 'recurrence'],
  [/resolved|cured|healed|recovered/i, 'resolved'],
  [/inactive|past|former|previous/i, 'inactive'],
  [/active|ongoing|current|chronic|managed|under treatment/i, 'active'],
];

const clinicalStatusOf = (status: string): ConditionClinicalStatus | undefined =>
  STATUS_WORDS.find(([words]) => words.test(status))?.[1];

/** The conditions the patient listed under "existing medical conditions": active, unconfirmed, on the problem list. */
const existingConditions = (text: string, patient: FhirPatient): FhirCondition[] =>
  freeTextItems(text).map((condition) => ({
    resourceType: 'Condition',
    id: nameBasedUuid(patient.id, `condition|${condition.toLowerCase()}`),
    clinicalStatus: conditionClinicalStatus('active'),
    verificationStatus: CONDITION_UNCONFIRMED,
    category: [PROBLEM_LIST_ITEM],
    code: { text: condition },
    subject: referenceTo(patient),
    note: [{ text: PATIENT_REPORTED }],
  }));

/**
 * The medical history's entries, their free status kept as a note. A status we can read becomes the clinical
 * status; one we cannot is not guessed, and then the entry stays off the problem list (R4's con-3 asks a
 * problem-list item for a clinical status).
 */
const historyConditions = (
  history: readonly MedicalHistoryEntry[],
  patient: FhirPatient,
): FhirCondition[] => {
  const entries = history.filter(({ condition }) => condition.trim() !== '');
  const ids = uniqueKeys(entries.map(({ condition }) => `history|${condition.trim().toLowerCase()}`));
  return entries.map(({ condition, status }, index) => {
    const clinical = clinicalStatusOf(status);
    return {
      resourceType: 'Condition',
      id: nameBasedUuid(patient.id, ids[index] ?? ''),
      ...(clinical
        ? { clinicalStatus: conditionClinicalStatus(clinical), category: [PROBLEM_LIST_ITEM] }
        : {}),
      verificationStatus: CONDITION_UNCONFIRMED,
      code: { text: condition.trim() },
      subject: referenceTo(patient),
      note: [{ text: status.trim() ? `Medical history, status: ${status.trim()}` : 'Medical history' }],
    };
  });
};

/** Conditions from the profile's free texts: existing conditions, then the medical history. */
export const toFhirConditions = (
  existingMedicalConditions: string,
  medicalHistory: readonly MedicalHistoryEntry[],
  patient: FhirPatient,
): FhirCondition[] => [
  ...existingConditions(existingMedicalConditions, patient),
  ...historyConditions(medicalHistory, patient),
];
