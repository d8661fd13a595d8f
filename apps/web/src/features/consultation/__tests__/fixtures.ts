import { type AvailableDoctor, type ConsultedDoctor } from '@vitalsync/contracts';

import { aDoctorProfile } from '../../../testing/profiles';

/** A doctor of the booking form's list; by default without weekly hours (any future time). */
export const anAvailableDoctor = (overrides: Partial<AvailableDoctor> = {}): AvailableDoctor => ({
  _id: 'd1',
  profilePicture: null,
  fullName: 'Meredith Grey',
  speciality: 'General Surgery',
  yearsOfExperience: 15,
  availabilitySchedule: 'Mon–Fri 09:00–17:00',
  weeklyHours: null,
  ...overrides,
});

export const aDoctorWithHours = (): AvailableDoctor =>
  anAvailableDoctor({
    _id: 'd2',
    fullName: 'Derek Shepherd',
    speciality: 'Neurosurgery',
    yearsOfExperience: 12,
    availabilitySchedule: 'Tuesdays',
    weeklyHours: { timeZone: 'UTC', hours: [{ day: 2, from: '09:00', to: '11:00' }] },
  });

export const aConsultedDoctor = (id: string, fullName: string, dateTime: string | null): ConsultedDoctor => {
  const profile = aDoctorProfile();
  return {
    dateTime,
    doctor: {
      id,
      profilePicture: null,
      personal_info: { ...profile.personal_info, fullName },
      professional_info: profile.professional_info,
    },
  };
};
