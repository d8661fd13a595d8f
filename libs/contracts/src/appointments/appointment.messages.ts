/** Spec messages (sections 5 and 8) and the appointment refusals both sides show. */
export const BOOKING_FIELDS_REQUIRED_MESSAGE = 'Please fill in all the fields.';
export const BOOKING_SUCCESS_MESSAGE = 'Appointment booked successfully!';
export const SLOT_TAKEN_MESSAGE = 'This time slot is already booked.';
export const BOOKING_IN_PAST_MESSAGE = 'Please choose a time in the future.';
export const OUTSIDE_HOURS_MESSAGE = 'The doctor does not see patients at that time. Please pick one of the free slots.';
export const UNKNOWN_DOCTOR_MESSAGE = 'This doctor does not exist.';
export const APPOINTMENT_NOT_FOUND_MESSAGE = 'This appointment does not exist.';
export const PATIENTS_ONLY_MESSAGE = 'Only patients can book appointments.';
export const DOCTORS_ONLY_MESSAGE = 'Only doctors can do this.';
export const NOT_CONSULTED_MESSAGE = 'You can only see patients you have consulted.';
export const PRESCRIPTION_SAVED_MESSAGE = 'Prescription saved.';
export const NOTE_SAVED_MESSAGE = 'Note saved.';
