import { type FhirCodeableConcept, type FhirCoding } from '@vitalsync/contracts';

// Code systems and codes of FHIR R4 and LOINC that the export uses; one place, so every resource spells them alike.

export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const ALLERGY_CLINICAL = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical';
const ALLERGY_VERIFICATION = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification';
const CONDITION_CLINICAL = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
const CONDITION_VERIFICATION = 'http://terminology.hl7.org/CodeSystem/condition-ver-status';
const CONDITION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/condition-category';

const concept = (coding: FhirCoding, text = coding.display): FhirCodeableConcept => ({
  coding: [coding],
  ...(text === undefined ? {} : { text }),
});

export const VITAL_SIGNS_CATEGORY = concept({
  system: OBSERVATION_CATEGORY,
  code: 'vital-signs',
  display: 'Vital Signs',
});

/** A kind of reading: its LOINC code (the R4 vital signs profile's) and its UCUM unit. */
export interface VitalSign {
  loinc: string;
  display: string;
  unitCode: string;
  unitDisplay: string;
}

export const BODY_WEIGHT: VitalSign = {
  loinc: '29463-7',
  display: 'Body weight',
  unitCode: 'kg',
  unitDisplay: 'kg',
};
export const BODY_HEIGHT: VitalSign = {
  loinc: '8302-2',
  display: 'Body height',
  unitCode: 'cm',
  unitDisplay: 'cm',
};
export const HEART_RATE: VitalSign = {
  loinc: '8867-4',
  display: 'Heart rate',
  unitCode: '/min',
  unitDisplay: 'beats/minute',
};

export const vitalSignCode = (sign: VitalSign): FhirCodeableConcept =>
  concept({ system: LOINC, code: sign.loinc, display: sign.display });

export const ALLERGY_ACTIVE = concept({ system: ALLERGY_CLINICAL, code: 'active', display: 'Active' });
/** The patient typed it in; no clinician confirmed it. */
export const ALLERGY_UNCONFIRMED = concept({
  system: ALLERGY_VERIFICATION,
  code: 'unconfirmed',
  display: 'Unconfirmed',
});

export type ConditionClinicalStatus =
  'active' | 'recurrence' | 'relapse' | 'inactive' | 'remission' | 'resolved';

export const conditionClinicalStatus = (status: ConditionClinicalStatus): FhirCodeableConcept =>
  concept({ system: CONDITION_CLINICAL, code: status, display: status[0]?.toUpperCase() + status.slice(1) });

export const CONDITION_UNCONFIRMED = concept({
  system: CONDITION_VERIFICATION,
  code: 'unconfirmed',
  display: 'Unconfirmed',
});

export const PROBLEM_LIST_ITEM = concept({
  system: CONDITION_CATEGORY,
  code: 'problem-list-item',
  display: 'Problem List Item',
});
