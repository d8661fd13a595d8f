import { isEmergency, matchesName, medicalHistoryText, orNone, patientAge } from '../patientFacts';

import { aConsultedPatient, anEmergencyPatient } from './consultedPatients.fixtures';

describe('patient facts', () => {
  it('gives the age as the current year minus the birth year', () => {
    expect(patientAge('1990-12-31', Date.parse('2026-01-01T00:00:00Z'))).toBe(36);
    expect(patientAge('1990-04-12T00:00:00.000Z', Date.parse('2026-05-05T12:00:00Z'))).toBe(36);
    expect(patientAge('', Date.parse('2026-05-05T12:00:00Z'))).toBeUndefined();
  });

  it('joins the medical history entries as they are', () => {
    expect(
      medicalHistoryText([
        { condition: 'Asthma', status: 'Ongoing' },
        { condition: 'Appendicitis', status: '' },
      ]),
    ).toBe('Asthma (Ongoing), Appendicitis');
    expect(medicalHistoryText([])).toBe('');
  });

  it('finds a patient by any case-insensitive part of the full name', () => {
    const ada = aConsultedPatient();
    expect(matchesName(ada, 'ada')).toBe(true);
    expect(matchesName(ada, ' PATIENT ')).toBe(true);
    expect(matchesName(ada, 'a p')).toBe(true);
    expect(matchesName(ada, 'bruno')).toBe(false);
    expect(matchesName(ada, '')).toBe(true);
  });

  it('marks an emergency only when the AI alert says so', () => {
    expect(isEmergency(anEmergencyPatient().user)).toBe(true);
    expect(isEmergency(aConsultedPatient().user)).toBe(false);
  });

  it('says "None" for empty text', () => {
    expect(orNone('  ')).toBe('None');
    expect(orNone('Penicillin')).toBe('Penicillin');
  });
});
