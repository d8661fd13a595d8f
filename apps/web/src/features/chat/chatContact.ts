import { type ConsultedDoctor, type ConsultedPatient } from '@vitalsync/contracts';

import { doctorTitle } from '../appointments/appointmentLabels';
import { lastConsultationLabel } from '../appointments/lastConsultation';

/** Someone the reader may chat with, as the chat lists and the chat view show them. */
export interface ChatContact {
  /** Their account id: the chat's `remoteId`. */
  id: string;
  /** As shown: "Ada Lovelace", "Dr Meredith Grey". */
  name: string;
  /** Their own full name, for their picture's alternative text. */
  fullName: string;
  picture: string | null;
  /** One line under the name: a doctor's speciality, a patient's last consultation. */
  detail: string;
}

export const patientContact = ({ user, dateTime }: ConsultedPatient): ChatContact => ({
  id: user.id,
  name: user.personal_info.fullName,
  fullName: user.personal_info.fullName,
  picture: user.profilePicture,
  detail: `Last consultation ${lastConsultationLabel(dateTime)}`,
});

export const doctorContact = ({ doctor }: ConsultedDoctor): ChatContact => ({
  id: doctor.id,
  name: doctorTitle(doctor.personal_info.fullName),
  fullName: doctor.personal_info.fullName,
  picture: doctor.profilePicture,
  detail: doctor.professional_info.speciality,
});
