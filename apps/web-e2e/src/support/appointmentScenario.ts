import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import {
  type AppointmentResponse,
  type AvailableDoctorsResponse,
  type BookAppointmentRequest,
  type BookAppointmentResponse,
  type DoctorProfile,
  type SaveDoctorProfileBody,
  type SaveUserProfileBody,
  type SlotsResponse,
  type UserProfile,
  type WeeklyHours,
} from '@vitalsync/contracts';

import { callApi } from './api';
import { type Account, newAccount, signedInPage } from './accounts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Who the appointment pictures show, and their signed-in browser state to open pages with. */
export interface AppointmentScenario {
  doctor: Account;
  patient: Account;
  otherPatient: Account;
  doctorId: string;
  doctorState: StorageState;
  patientState: StorageState;
  /** The first day, after today, on which the doctor has free slots (YYYY-MM-DD in the browser's zone). */
  bookingDay: string;
}

interface ProfileReply<P> {
  profile: P;
}

const A = '/dashboard/appointments';
const HOURS_DAYS = [1, 2, 3, 4, 5] as const;

/** Mornings and afternoons on weekdays, a Saturday morning: what a clinic's hours look like. */
const weeklyHoursIn = (timeZone: string): WeeklyHours => ({
  timeZone,
  hours: [
    ...HOURS_DAYS.flatMap((day) => [
      { day, from: '09:00', to: '12:00' },
      { day, from: '14:00', to: '17:00' },
    ]),
    { day: 6, from: '10:00', to: '13:00' },
  ],
});

/** The next days with free slots after today, in the browser's own calendar, each with its slots. */
const freeDays = async (page: Page, doctorId: string, wanted: number) => {
  const { timeZone, days } = await page.evaluate(() => {
    const pad = (value: number) => String(value).padStart(2, '0');
    const keys = Array.from({ length: 10 }, (_, offset) => {
      const date = new Date();
      date.setDate(date.getDate() + offset + 1);
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    });
    return { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, days: keys };
  });
  const found: { day: string; slots: string[] }[] = [];
  for (const day of days) {
    if (found.length === wanted) break;
    const query = new URLSearchParams({ doctorId, date: day, timeZone }).toString();
    const { slots } = await callApi<SlotsResponse>(page, 'GET', `${A}/slots?${query}`);
    if (slots.length > 0) found.push({ day, slots });
  }
  if (found.length < wanted) throw new Error('the doctor has too few free days for the scenario');
  return found;
};

const book = async (page: Page, booking: BookAppointmentRequest): Promise<string> =>
  (await callApi<BookAppointmentResponse>(page, 'POST', `${A}/book`, booking)).appointment._id;

const transition = (page: Page, action: 'start' | 'complete' | 'cancel', id: string) =>
  callApi<AppointmentResponse>(page, 'PUT', `${A}/${action}?id=${encodeURIComponent(id)}`);

const updatePatient = async (page: Page, health: SaveUserProfileBody['health_info']) => {
  const { profile } = await callApi<ProfileReply<UserProfile>>(page, 'GET', '/dashboard/profile');
  const request: SaveUserProfileBody = {
    role: 'user',
    personal_info: profile.personal_info,
    health_info: health,
    emergency_contact: profile.emergency_contact,
    profilePicture: profile.profilePicture,
  };
  await callApi(page, 'POST', '/dashboard/profile', request);
  return profile._id;
};

const saveWeeklyHours = async (page: Page) => {
  const { profile } = await callApi<ProfileReply<DoctorProfile>>(page, 'GET', '/dashboard/profile');
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const request: SaveDoctorProfileBody = {
    role: 'doctor',
    personal_info: profile.personal_info,
    professional_info: { ...profile.professional_info, associatedHospital: 'Grey Sloan Memorial' },
    availability: {
      availabilitySchedule: 'Weekdays 9–12 and 2–5, Saturday mornings',
      weeklyHours: weeklyHoursIn(timeZone),
    },
    optional: { biography: 'General surgeon; calm, thorough and quick to explain.' },
    profilePicture: profile.profilePicture,
  };
  await callApi(page, 'POST', '/dashboard/profile', request);
  return profile._id;
};

/**
 * Everything the appointment pages can show, made once through the real API: a doctor with weekly hours; a
 * patient with a past appointment (completed, prescribed, with the doctor's notes), two upcoming ones (video call
 * and chat) and a cancelled one; a second patient with an upcoming chat.
 */
export const makeAppointmentScenario = async (browser: Browser): Promise<AppointmentScenario> => {
  const doctor = { ...newAccount('doctor'), fullName: 'Miranda Bailey' };
  const patient = { ...newAccount('user'), fullName: 'Ada Lovelace' };
  const otherPatient = { ...newAccount('user'), fullName: 'Grace Hopper' };
  const doctorPage = await signedInPage(browser, doctor);
  const patientPage = await signedInPage(browser, patient);
  const { profile: doctorProfile } = await callApi<ProfileReply<DoctorProfile>>(
    doctorPage,
    'GET',
    '/dashboard/profile',
  );
  const doctorId = doctorProfile._id;

  // Without weekly hours any future minute is bookable: one a few seconds ahead is in the past by the pictures.
  const soon = new Date(Date.now() + 8_000).toISOString();
  const past = await book(patientPage, {
    doctorId,
    dateTime: soon,
    type: 'video-call',
    reason: 'Follow-up on my blood pressure readings',
  });
  await transition(doctorPage, 'start', past);
  await transition(doctorPage, 'complete', past);
  await callApi(doctorPage, 'PUT', `${A}/prescription?id=${encodeURIComponent(past)}`, {
    medicines: [
      { name: 'Amlodipine', dosage: '5 mg once a day', duration: '30 days' },
      { name: 'Paracetamol', dosage: '500 mg when needed', duration: '5 days' },
    ],
    instructions:
      'Take the amlodipine in the morning.\nMeasure your blood pressure every evening and bring the log.',
  });

  const patientId = await updatePatient(patientPage, {
    heartRate: 72,
    knownAllergies: 'Penicillin',
    existingMedicalConditions: 'Mild hypertension',
  });
  for (const text of [
    'Blood pressure 142/91 at the visit. Started amlodipine 5 mg; review in four weeks.',
    'Asked about headaches: none since the last visit.',
  ]) {
    await callApi(doctorPage, 'POST', `${A}/notes`, { patientId, text });
  }

  await saveWeeklyHours(doctorPage);
  const [first, second, third] = await freeDays(patientPage, doctorId, 3);
  if (!first || !second || !third) throw new Error('unreachable: freeDays returns what was wanted');
  await book(patientPage, {
    doctorId,
    dateTime: first.slots[1] ?? first.slots[0] ?? '',
    type: 'video-call',
    reason: 'Recurring headaches in the afternoon',
  });
  await book(patientPage, { doctorId, dateTime: second.slots[2] ?? second.slots[0] ?? '', type: 'chat' });
  const cancelled = await book(patientPage, {
    doctorId,
    dateTime: third.slots[0] ?? '',
    type: 'video-call',
    reason: 'Skin rash check',
  });
  await transition(patientPage, 'cancel', cancelled);

  const otherPage = await signedInPage(browser, otherPatient);
  await updatePatient(otherPage, {
    heartRate: 88,
    existingMedicalConditions: 'Type 2 diabetes',
  });
  await book(otherPage, {
    doctorId,
    dateTime: third.slots[3] ?? third.slots[1] ?? '',
    type: 'chat',
    reason: 'Palpitations and dizziness since yesterday',
  });

  const { doctors } = await callApi<AvailableDoctorsResponse>(patientPage, 'GET', `${A}/available-doctors`);
  expect(doctors.some(({ _id }) => _id === doctorId)).toBe(true);
  // The first appointment must have begun before the Past tab is photographed.
  await expect.poll(() => Date.now(), { timeout: 15_000 }).toBeGreaterThan(Date.parse(soon) + 1_000);

  const scenario: AppointmentScenario = {
    doctor,
    patient,
    otherPatient,
    doctorId,
    doctorState: await doctorPage.context().storageState(),
    patientState: await patientPage.context().storageState(),
    bookingDay: first.day,
  };
  await Promise.all([doctorPage, patientPage, otherPage].map((page) => page.context().close()));
  return scenario;
};
