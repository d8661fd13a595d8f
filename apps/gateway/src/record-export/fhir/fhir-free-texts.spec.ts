import { recordPatient } from '../../testing/record-fixtures';
import { toFhirAllergies } from './fhir-allergies';
import { toFhirConditions } from './fhir-conditions';
import { toFhirPatient } from './fhir-patient';

const patient = toFhirPatient(recordPatient());
const PATIENT_REF = { reference: `urn:uuid:${patient.id}`, type: 'Patient' };
const coded = (system: string, code: string, display: string) => ({
  coding: [{ system, code, display }],
  text: display,
});

describe('toFhirAllergies', () => {
  it('should give one active, unconfirmed AllergyIntolerance per allergy the patient listed', () => {
    const allergies = toFhirAllergies('Penicillin, peanuts; none', patient);
    expect(allergies.map(({ code }) => code.text)).toEqual(['Penicillin', 'peanuts']);
    expect(allergies[0]).toMatchObject({
      resourceType: 'AllergyIntolerance',
      clinicalStatus: coded(
        'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
        'active',
        'Active',
      ),
      verificationStatus: coded(
        'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
        'unconfirmed',
        'Unconfirmed',
      ),
      patient: PATIENT_REF,
    });
    expect(toFhirAllergies('None', patient)).toEqual([]);
  });

  it('should keep an allergy’s id across exports and case changes', () => {
    const [first] = toFhirAllergies('Penicillin', patient);
    const [again] = toFhirAllergies('peniCILLIN, latex', patient);
    expect(again?.id).toBe(first?.id);
  });
});

describe('toFhirConditions', () => {
  const conditions = toFhirConditions(
    'Asthma\nMigraine',
    recordPatient().health_info.medicalHistory,
    patient,
  );

  it('should list the existing conditions as active problems the patient reported', () => {
    expect(conditions.slice(0, 2)).toEqual([
      expect.objectContaining({
        resourceType: 'Condition',
        code: { text: 'Asthma' },
        clinicalStatus: coded('http://terminology.hl7.org/CodeSystem/condition-clinical', 'active', 'Active'),
        verificationStatus: coded(
          'http://terminology.hl7.org/CodeSystem/condition-ver-status',
          'unconfirmed',
          'Unconfirmed',
        ),
        category: [
          coded(
            'http://terminology.hl7.org/CodeSystem/condition-category',
            'problem-list-item',
            'Problem List Item',
          ),
        ],
        subject: PATIENT_REF,
      }),
      expect.objectContaining({ code: { text: 'Migraine' } }),
    ]);
  });

  it('should read a history entry’s status where it can, and keep the patient’s words as a note', () => {
    const [appendicitis, backPain] = conditions.slice(2);
    expect(appendicitis).toMatchObject({
      code: { text: 'Appendicitis' },
      clinicalStatus: { coding: [{ code: 'resolved' }] },
      note: [{ text: 'Medical history, status: Resolved in 2010' }],
    });
    // "comes and goes" is no status R4 knows: none is guessed, and the entry stays off the problem list.
    expect(backPain).toMatchObject({
      code: { text: 'Back pain' },
      note: [{ text: 'Medical history, status: comes and goes' }],
    });
    expect(backPain).not.toHaveProperty('clinicalStatus');
    expect(backPain).not.toHaveProperty('category');
  });

  it('should give nothing for empty answers', () => {
    expect(toFhirConditions('', [], patient)).toEqual([]);
  });
});
