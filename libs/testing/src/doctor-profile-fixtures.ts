import { randomUUID } from 'node:crypto';

import {
  type DoctorProfile,
  type ProfessionalInfo,
  type SaveDoctorProfileRequest,
  type WeeklyHours,
} from '@vitalsync/contracts';

/** A doctor's professional fields, as the shared fixtures give them. */
export const DOCTOR_PROFESSIONAL_INFO: ProfessionalInfo = {
  medicalRegistrationNumber: 'GMC-1',
  speciality: 'Cardiology',
  yearsOfExperience: 12,
  associatedHospital: '',
  qualifications: 'MBBS',
};

/** A doctor's profile as auth-svc returns it; no weekly hours unless given. */
export const doctorProfile = (
  fullName = 'Grace Hopper',
  weeklyHours: WeeklyHours | null = null,
  id: string = randomUUID(),
): DoctorProfile => ({
  _id: id,
  profilePicture: 'grace.png',
  personal_info: {
    fullName,
    email: 'grace@example.com',
    phoneNumber: '0123456',
    dateOfBirth: '1975-01-02',
    gender: 'Female',
  },
  professional_info: { ...DOCTOR_PROFESSIONAL_INFO },
  availability: { availabilitySchedule: 'Mondays', weeklyHours },
  optional: { biography: 'Bio' },
});

/** What a doctor's profile editor sends back: the profile as read, with new weekly hours when given. */
export const editableDoctorProfile = (
  profile: DoctorProfile,
  weeklyHours: WeeklyHours | null = profile.availability.weeklyHours,
): SaveDoctorProfileRequest => ({
  role: 'doctor',
  personal_info: profile.personal_info,
  professional_info: profile.professional_info,
  availability: { ...profile.availability, weeklyHours },
  optional: profile.optional,
});
