import { type FhirAllergyIntolerance, type FhirPatient } from '@vitalsync/contracts';

import { ALLERGY_ACTIVE, ALLERGY_UNCONFIRMED } from './fhir-codes';
import { nameBasedUuid, referenceTo } from './fhir-ids';
import { freeTextItems } from './free-text-items';

const PATIENT_REPORTED = 'Reported by the patient in VitalSync (free text).';

/**
 * One AllergyIntolerance per allergy the patient listed in "known allergies": the text as the patient wrote it,
 * active (they list what they have) and unconfirmed (no clinician has confirmed it).
 */
export const toFhirAllergies = (knownAllergies: string, patient: FhirPatient): FhirAllergyIntolerance[] =>
  freeTextItems(knownAllergies).map((allergy) => ({
    resourceType: 'AllergyIntolerance',
    id: nameBasedUuid(patient.id, `allergy|${allergy.toLowerCase()}`),
    clinicalStatus: ALLERGY_ACTIVE,
    verificationStatus: ALLERGY_UNCONFIRMED,
    code: { text: allergy },
    patient: referenceTo(patient),
    note: [{ text: PATIENT_REPORTED }],
  }));
