// The part of FHIR R4 (http://hl7.org/fhir/R4) that a patient's record export writes: only the elements we fill,
// each with R4's name and cardinality, so a reader of the document knows exactly what to expect. Tests check every
// resource against the full R4 definitions with an independent validator (@medplum/core).

/** R4 `dateTime`: an ISO 8601 instant or date. */
export type FhirDateTime = string;

export interface FhirCoding {
  system: string;
  code: string;
  display?: string;
}

export interface FhirCodeableConcept {
  coding?: FhirCoding[];
  text?: string;
}

/** A reference inside the bundle: `urn:uuid:<id>`, the `fullUrl` of the entry it points at. */
export interface FhirReference {
  reference: string;
  /** The referenced resource's type, so a reader need not resolve it to know. */
  type?: FhirResourceType;
  display?: string;
}

export interface FhirQuantity {
  value: number;
  unit: string;
  /** Always UCUM (http://unitsofmeasure.org). */
  system: string;
  code: string;
}

export interface FhirContactPoint {
  system: 'phone' | 'email';
  value: string;
  use?: 'home' | 'work' | 'mobile';
}

export interface FhirHumanName {
  text: string;
}

export interface FhirAnnotation {
  text: string;
}

export interface FhirPeriod {
  start?: FhirDateTime;
  end?: FhirDateTime;
}

export interface FhirMeta {
  lastUpdated?: FhirDateTime;
}

export interface FhirPatientContact {
  relationship?: FhirCodeableConcept[];
  name?: FhirHumanName;
  telecom?: FhirContactPoint[];
}

export interface FhirPatient {
  resourceType: 'Patient';
  id: string;
  name?: FhirHumanName[];
  telecom?: FhirContactPoint[];
  gender?: 'male' | 'female' | 'other' | 'unknown';
  /** YYYY-MM-DD */
  birthDate?: string;
  contact?: FhirPatientContact[];
}

export interface FhirPractitionerQualification {
  code: FhirCodeableConcept;
}

/** A doctor the patient met: name and speciality only. */
export interface FhirPractitioner {
  resourceType: 'Practitioner';
  id: string;
  name?: FhirHumanName[];
  qualification?: FhirPractitionerQualification[];
}

export interface FhirObservation {
  resourceType: 'Observation';
  id: string;
  status: 'final';
  category: FhirCodeableConcept[];
  code: FhirCodeableConcept;
  subject: FhirReference;
  effectiveDateTime?: FhirDateTime;
  valueQuantity: FhirQuantity;
  note?: FhirAnnotation[];
}

export interface FhirAllergyIntolerance {
  resourceType: 'AllergyIntolerance';
  id: string;
  clinicalStatus: FhirCodeableConcept;
  verificationStatus: FhirCodeableConcept;
  code: FhirCodeableConcept;
  patient: FhirReference;
  note?: FhirAnnotation[];
}

export interface FhirCondition {
  resourceType: 'Condition';
  id: string;
  clinicalStatus?: FhirCodeableConcept;
  verificationStatus: FhirCodeableConcept;
  category?: FhirCodeableConcept[];
  code: FhirCodeableConcept;
  subject: FhirReference;
  note?: FhirAnnotation[];
}

export type FhirAppointmentStatus = 'booked' | 'arrived' | 'fulfilled' | 'cancelled';

export interface FhirAppointmentParticipant {
  actor: FhirReference;
  status: 'accepted';
}

export interface FhirAppointment {
  resourceType: 'Appointment';
  id: string;
  status: FhirAppointmentStatus;
  serviceType?: FhirCodeableConcept[];
  reasonCode?: FhirCodeableConcept[];
  start: FhirDateTime;
  end: FhirDateTime;
  minutesDuration: number;
  participant: FhirAppointmentParticipant[];
}

export interface FhirDosage {
  text: string;
  patientInstruction?: string;
}

export interface FhirMedicationRequest {
  resourceType: 'MedicationRequest';
  id: string;
  status: 'unknown';
  intent: 'order';
  medicationCodeableConcept: FhirCodeableConcept;
  subject: FhirReference;
  requester?: FhirReference;
  /** The appointment the prescription was written in. */
  supportingInformation?: FhirReference[];
  dosageInstruction?: FhirDosage[];
  note?: FhirAnnotation[];
}

export type FhirResource =
  | FhirPatient
  | FhirPractitioner
  | FhirObservation
  | FhirAllergyIntolerance
  | FhirCondition
  | FhirAppointment
  | FhirMedicationRequest;

export type FhirResourceType = FhirResource['resourceType'];

export interface FhirBundleEntry {
  /** `urn:uuid:<resource id>`: stable across exports of the same data. */
  fullUrl: string;
  resource: FhirResource;
}

/** GET /api/dashboard/export/fhir: the signed-in patient's own record as one R4 collection. */
export interface FhirBundle {
  resourceType: 'Bundle';
  id: string;
  meta: FhirMeta;
  type: 'collection';
  /** When the export was made. */
  timestamp: FhirDateTime;
  entry: FhirBundleEntry[];
}
