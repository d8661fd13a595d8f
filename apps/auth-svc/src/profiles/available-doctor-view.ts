import { type AvailableDoctor } from '@vitalsync/contracts';

import { type DoctorListing } from '../accounts/accounts.repository';
import { weeklyHoursOf } from './profile-view';

/** A doctor as the booking form lists them, built field by field like every reply. */
export const toAvailableDoctor = (doctor: DoctorListing): AvailableDoctor => {
  if (!doctor.availability) throw new Error(`Doctor ${doctor.id} has no availability`);
  return {
    _id: doctor.id,
    profilePicture: doctor.profilePicture,
    fullName: doctor.fullName,
    speciality: doctor.speciality,
    yearsOfExperience: doctor.yearsOfExperience,
    availabilitySchedule: doctor.availability.availabilitySchedule,
    weeklyHours: weeklyHoursOf(doctor.availability),
  };
};

// Sorted here rather than by the database: PGlite and PostgreSQL may collate differently, and people expect
// "de Vries" next to "Dekker" whatever the case or accents.
const names = new Intl.Collator('en', { sensitivity: 'base' });

/** By full name, then by id, so namesakes keep one order. */
export const byFullName = (a: AvailableDoctor, b: AvailableDoctor): number =>
  names.compare(a.fullName, b.fullName) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
