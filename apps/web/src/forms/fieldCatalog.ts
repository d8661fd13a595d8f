import { BLOOD_GROUPS, GENDERS, type FieldRule, type FieldRules, type FileRules } from '@vitalsync/contracts';

import { splitPath } from './formValues';

export type InputKind = 'text' | 'email' | 'password' | 'tel' | 'date' | 'number' | 'select' | 'textarea';

/** How one contract field is entered; the label and the rules themselves come from the contract. */
export interface InputSpec {
  kind: InputKind;
  options?: readonly string[];
  unit?: string;
  autoComplete?: string;
  placeholder?: string;
  /** Spans the whole row of a two-column section (long text). */
  wide?: boolean;
}

const TEXT: InputSpec = { kind: 'text' };

const FIELD_INPUTS: Readonly<Record<string, InputSpec>> = {
  'personal_info.fullName': { kind: 'text', autoComplete: 'name' },
  'personal_info.email': { kind: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  'personal_info.phoneNumber': { kind: 'tel', autoComplete: 'tel', placeholder: '+15550100' },
  'personal_info.dateOfBirth': { kind: 'date', autoComplete: 'bday' },
  'personal_info.gender': { kind: 'select', options: GENDERS, autoComplete: 'sex' },
  'authentication_details.username': { kind: 'text', autoComplete: 'username' },
  'authentication_details.password': { kind: 'password', autoComplete: 'new-password' },
  'authentication_details.confirmPassword': { kind: 'password', autoComplete: 'new-password' },
  'health_info.weight': { kind: 'number', unit: 'kg' },
  'health_info.height': { kind: 'number', unit: 'cm' },
  'health_info.bloodGroup': { kind: 'select', options: BLOOD_GROUPS },
  'health_info.heartRate': { kind: 'number', unit: 'bpm' },
  'health_info.knownAllergies': { kind: 'textarea', placeholder: 'e.g. Penicillin, peanuts' },
  'health_info.existingMedicalConditions': { kind: 'textarea', placeholder: 'e.g. Asthma' },
  'emergency_contact.emergencyContactName': { kind: 'text' },
  'emergency_contact.emergencyContactRelationship': { kind: 'text', placeholder: 'e.g. Sister' },
  'emergency_contact.emergencyContactPhone': { kind: 'tel', placeholder: '+15550100' },
  'professional_info.medicalRegistrationNumber': { kind: 'text' },
  'professional_info.speciality': { kind: 'text', placeholder: 'e.g. Cardiology' },
  'professional_info.yearsOfExperience': { kind: 'number' },
  'professional_info.associatedHospital': { kind: 'text', autoComplete: 'organization' },
  'professional_info.qualifications': {
    kind: 'textarea',
    placeholder: 'e.g. MBBS, MD (Cardiology)',
    wide: true,
  },
  'availability.availabilitySchedule': {
    kind: 'textarea',
    placeholder: 'e.g. Mon–Fri 09:00–17:00, Sat 10:00–13:00',
    wide: true,
  },
  'optional.biography': { kind: 'textarea', placeholder: 'A few lines your patients will read', wide: true },
};

export const inputSpecOf = (path: string): InputSpec => FIELD_INPUTS[path] ?? TEXT;

/** The visible label: the contract's label, with the unit where the spec gives one ("Weight (kg)"). */
export const labelOf = (rule: FieldRule, spec: InputSpec): string =>
  spec.unit ? `${rule.label} (${spec.unit})` : rule.label;

const SECTION_TITLES: Readonly<Record<string, string>> = {
  personal_info: 'Personal Information',
  authentication_details: 'Authentication Details',
  health_info: 'Health Information',
  emergency_contact: 'Emergency Contact',
  professional_info: 'Professional Information',
  availability: 'Availability',
  optional: 'Optional',
};

export interface SectionEntry {
  path: string;
  type: 'field' | 'file';
}

export interface FormSectionLayout {
  group: string;
  title: string;
  entries: SectionEntry[];
}

/**
 * The sections of a form in the order the contract lists them (the order of
 * docs/product/entities.md#registration-sections), each with its fields and then its files, e.g. the licence proof
 * inside professional_info.
 */
export const sectionsOf = (rules: FieldRules, fileRules: FileRules = {}): FormSectionLayout[] => {
  const sections = new Map<string, FormSectionLayout>();
  const add = (path: string, type: SectionEntry['type']) => {
    const [group] = splitPath(path);
    const section = sections.get(group) ?? { group, title: SECTION_TITLES[group] ?? group, entries: [] };
    section.entries.push({ path, type });
    sections.set(group, section);
  };
  Object.keys(rules).forEach((path) => add(path, 'field'));
  Object.keys(fileRules).forEach((path) => add(path, 'file'));
  return [...sections.values()];
};
