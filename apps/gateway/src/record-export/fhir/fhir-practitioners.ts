import { type DoctorProfile, type FhirPractitioner, type UserAppointment } from '@vitalsync/contracts';

/**
 * One Practitioner per doctor of the patient's appointments: the name and the speciality, nothing else of the
 * doctor (no e-mail, phone, registration number or date of birth). The doctor's profile gives both; a doctor whose
 * profile is gone keeps the name the appointment carries.
 */
export const toFhirPractitioners = (
  appointments: readonly UserAppointment[],
  doctors: readonly DoctorProfile[],
): FhirPractitioner[] => {
  const profiles = new Map(doctors.map((doctor) => [doctor._id.toLowerCase(), doctor]));
  const practitioners = new Map<string, FhirPractitioner>();
  for (const { doctor } of appointments) {
    const id = doctor.doctorId.toLowerCase();
    if (practitioners.has(id)) continue;
    const profile = profiles.get(id);
    const name = (profile?.personal_info.fullName ?? doctor.fullName).trim();
    const speciality = profile?.professional_info.speciality.trim() ?? '';
    practitioners.set(id, {
      resourceType: 'Practitioner',
      id,
      ...(name ? { name: [{ text: name }] } : {}),
      ...(speciality ? { qualification: [{ code: { text: speciality } }] } : {}),
    });
  }
  return [...practitioners.values()];
};
