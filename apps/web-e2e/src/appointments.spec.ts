import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type DoctorProfile, type SaveDoctorProfileBody, type Weekday } from '@vitalsync/contracts';

import { callApi } from './support/api';
import { chooseTheme, expectNoAxeViolations, THEMES, type Theme } from './support/axe';
import { type Account, logIn, newAccount, signUp } from './support/accounts';

// axe is injected as a script tag; the app's Content-Security-Policy rightly forbids that for anyone else.
test.use({ bypassCSP: true });

/** Letters only, so the name passes the name rules and tells this run's doctor from every other one. */
const uniqueSurname = (): string =>
  Array.from(Date.now().toString(26) + Math.random().toString(26).slice(2, 6), (digit) =>
    String.fromCharCode(97 + parseInt(digit, 26)),
  ).join('');

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A signed-in page of its own (own cookies), as two people on two computers. */
const signedIn = async (browser: Browser, account: Account): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, account);
  await logIn(page, account);
  return page;
};

/** Tomorrow in the browser's own calendar, as the date input wants it. */
const tomorrowKey = async (page: Page): Promise<string> =>
  page.evaluate(() => {
    const date = new Date();
    date.setDate(date.getDate() + 1);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  });

/** One appointment in the patient's list, found by its doctor. */
const patientItem = (patient: Page, doctorName: string) =>
  patient
    .getByRole('list', { name: 'Your appointments' })
    .getByRole('listitem')
    .filter({ hasText: doctorName });

const bookThroughTheForm = async (patient: Page, doctorName: string, reason: string) => {
  await patient.goto('/dashboard/user/doctor-consultation?tab=book-appointment');
  const form = patient.getByRole('form', { name: 'Book an appointment' });
  const doctor = form.getByLabel(/^Doctor/);
  await expect(doctor.locator('option', { hasText: doctorName })).toHaveCount(1);
  await doctor.selectOption({
    label: (await doctor.locator('option', { hasText: doctorName }).textContent()) ?? '',
  });
  await form.getByLabel(/^Date/).fill(await tomorrowKey(patient));
  await form.getByLabel(/^Time/).fill('10:30');
  await form.getByLabel(/^Reason/).fill(reason);
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(
    patient.getByRole('alert').filter({ hasText: 'Appointment booked successfully!' }),
  ).toBeVisible();
};

test('a patient books, the doctor sees it live, starts, completes and prescribes, the patient reads it', async ({
  browser,
}) => {
  // Two signups, two logins and the whole lifecycle through the pages: above the default budget on two cores.
  test.slow();
  const surname = capitalised(uniqueSurname());
  const doctorAccount = { ...newAccount('doctor'), fullName: `Meredith ${surname}` };
  const patientAccount = { ...newAccount('user'), fullName: `Ada ${surname}` };
  const doctor = await signedIn(browser, doctorAccount);
  const patient = await signedIn(browser, patientAccount);

  await doctor.goto('/dashboard/doctor/appointments');
  await expect(doctor.getByRole('heading', { level: 1, name: 'Appointments Manager' })).toBeVisible();
  await expect(doctor.getByText('No appointments available')).toBeVisible();

  await bookThroughTheForm(patient, doctorAccount.fullName, 'Recurring headaches');

  // Pushed over /notifications: a toast and the card, without a reload.
  await expect(
    doctor.getByRole('alert').filter({ hasText: `${patientAccount.fullName} booked an appointment` }),
  ).toBeVisible();
  const card = doctor.getByRole('article').filter({ hasText: patientAccount.fullName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Recurring headaches');

  await card.getByRole('button', { name: 'Start' }).click();
  await expect(card.getByRole('button', { name: 'Complete' })).toBeVisible();
  await card.getByRole('button', { name: 'Complete' }).click();
  await expect(card.getByRole('button', { name: 'Complete' })).toHaveCount(0);

  await doctor.goto('/dashboard/doctor/reports');
  await doctor.getByRole('tab', { name: 'Prescriptions' }).click();
  const prescription = doctor.getByRole('form', { name: 'Prescription' });
  const appointment = prescription.getByLabel(/^Appointment/);
  const option = appointment.locator('option', { hasText: patientAccount.fullName });
  await expect(option).toHaveCount(1);
  await appointment.selectOption({ label: (await option.textContent()) ?? '' });
  await prescription
    .getByLabel(/^Medicine Name/)
    .first()
    .fill('Paracetamol');
  await prescription
    .getByLabel(/^Dosage/)
    .first()
    .fill('500 mg twice a day');
  await prescription
    .getByLabel(/^Duration/)
    .first()
    .fill('5 days');
  await prescription.getByLabel(/^Special Instructions/).fill('Drink plenty of water and rest.');
  await prescription.getByRole('button', { name: 'Save Prescription' }).click();
  await expect(doctor.getByRole('alert').filter({ hasText: 'Prescription saved.' })).toBeVisible();

  await patient.goto('/dashboard/user/appointments');
  const item = patientItem(patient, doctorAccount.fullName);
  await expect(item).toContainText('Drink plenty of water and rest.');
  await expect(item).toContainText('Paracetamol');

  for (const theme of THEMES) {
    await chooseTheme(doctor, theme);
    await doctor.goto('/dashboard/doctor/patients');
    await expect(doctor.getByRole('heading', { level: 1, name: 'Patient Manager' })).toBeVisible();
    await expect(doctor.getByText(patientAccount.fullName)).toBeVisible();
    await expectNoAxeViolations(doctor, `patient manager with a patient (${theme})`);
    await doctor.getByRole('button', { name: 'View Profile' }).first().click();
    await expect(doctor.getByRole('heading', { name: 'Emergency Contact' })).toBeVisible();
    await expectNoAxeViolations(doctor, `patient detail (${theme})`);

    await doctor.goto('/dashboard/doctor/appointments');
    await expect(doctor.getByRole('article').filter({ hasText: patientAccount.fullName })).toBeVisible();
    await expectNoAxeViolations(doctor, `appointments manager with a card (${theme})`);

    await chooseTheme(patient, theme);
    await patient.goto('/dashboard/user/appointments');
    await expect(patientItem(patient, doctorAccount.fullName)).toBeVisible();
    await expectNoAxeViolations(patient, `patient appointments with an item (${theme})`);
    await patient.goto('/dashboard/user/medical-history');
    await expect(patient.getByText('Drink plenty of water and rest.')).toBeVisible();
    await expectNoAxeViolations(patient, `medical history with a prescription (${theme})`);
  }
});

test('the doctor cancels a booking: it stays under Scheduled marked cancelled, and the patient hears of it', async ({
  browser,
}) => {
  test.slow();
  const surname = capitalised(uniqueSurname());
  const doctorAccount = { ...newAccount('doctor'), fullName: `Miranda ${surname}` };
  const patientAccount = { ...newAccount('user'), fullName: `Grace ${surname}` };
  const doctor = await signedIn(browser, doctorAccount);
  const patient = await signedIn(browser, patientAccount);

  await bookThroughTheForm(patient, doctorAccount.fullName, 'Check-up');
  await patient.goto('/dashboard/user/appointments');
  const item = patientItem(patient, doctorAccount.fullName);
  await expect(item.getByRole('link', { name: 'Video Call' })).toBeVisible();

  await doctor.goto('/dashboard/doctor/appointments');
  const card = doctor.getByRole('article').filter({ hasText: patientAccount.fullName });
  await card.getByRole('button', { name: 'Cancel' }).click();
  await doctor
    .getByRole('dialog')
    .getByRole('button', { name: /cancel appointment/i })
    .click();
  // docs/product/states.md#appointment-lifecycle: Scheduled holds what lies ahead, a cancelled one too, in red
  // words and without actions.
  await expect(card.getByText('Cancelled')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);

  // The patient's open page hears of it and refreshes: the booking is no longer one to join.
  await expect(
    patient.getByRole('alert').filter({ hasText: `Dr ${doctorAccount.fullName} cancelled the appointment` }),
  ).toBeVisible();
  await expect(item.getByRole('link', { name: 'Video Call' })).toHaveCount(0);
  await expect(item).toContainText(/cancelled/i);
});

/** The box of `a` and the box of `b` share no pixel. */
const expectApart = async (a: Locator, b: Locator, what: string) => {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) throw new Error(`${what}: not laid out`);
  const apart =
    boxA.x + boxA.width <= boxB.x ||
    boxB.x + boxB.width <= boxA.x ||
    boxA.y + boxA.height <= boxB.y ||
    boxB.y + boxB.height <= boxA.y;
  expect(apart, `${what} overlap`).toBe(true);
};

test('a full day offers the next free one; the booking toast leaves the navigation usable at 1280 and 375 px', async ({
  browser,
}) => {
  test.slow();
  const surname = capitalised(uniqueSurname());
  const doctorAccount = { ...newAccount('doctor'), fullName: `Cristina ${surname}` };
  const doctor = await signedIn(browser, doctorAccount);
  const patient = await signedIn(browser, { ...newAccount('user'), fullName: `Ada ${surname}` });

  // Weekly hours on one weekday only, three days ahead in the browser's calendar: tomorrow is full by definition.
  const { day, key } = await patient.evaluate(() => {
    const date = new Date();
    date.setDate(date.getDate() + 3);
    const pad = (value: number) => String(value).padStart(2, '0');
    return {
      day: date.getDay(),
      key: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    };
  });
  const timeZone = await patient.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const { profile } = await callApi<{ profile: DoctorProfile }>(doctor, 'GET', '/dashboard/profile');
  const hours: SaveDoctorProfileBody = {
    role: 'doctor',
    personal_info: profile.personal_info,
    professional_info: profile.professional_info,
    availability: {
      availabilitySchedule: 'One clinic a week',
      weeklyHours: { timeZone, hours: [{ day: day as Weekday, from: '09:00', to: '10:00' }] },
    },
    optional: profile.optional,
    profilePicture: profile.profilePicture,
  };
  await callApi(doctor, 'POST', '/dashboard/profile', hours);

  const book = async (theme: Theme) => {
    await chooseTheme(patient, theme);
    await patient.goto('/dashboard/user/doctor-consultation?tab=book-appointment');
    const form = patient.getByRole('form', { name: 'Book an appointment' });
    const select = form.getByLabel(/^Doctor/);
    const option = select.locator('option', { hasText: doctorAccount.fullName });
    await expect(option).toHaveCount(1);
    await select.selectOption({ label: (await option.textContent()) ?? '' });
    await expect(select).toHaveAccessibleDescription(
      /^Weekly hours: \w{3} 09:00–10:00 \(.+\)\. Doctor’s note: One clinic a week$/,
    );
    await form.getByLabel(/^Date/).fill(await tomorrowKey(patient));
    await expect(form.getByText('No free times on this day.')).toBeVisible();
    await form.getByRole('button', { name: /^Next free day: / }).click();
    await expect(form.getByLabel(/^Date/)).toHaveValue(key);
    const firstTime = form.getByRole('group', { name: 'Time' }).getByText(/^\d{2}:\d{2}/).first();
    await expect(firstTime).toBeVisible();
    await expectNoAxeViolations(patient, `booking with the next free day (${theme})`);
    await firstTime.click();
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    return patient.getByRole('alert').filter({ hasText: 'Appointment booked successfully!' });
  };

  const wideToast = await book('light');
  await expect(wideToast).toBeVisible();
  await expectApart(wideToast, patient.getByRole('button', { name: 'Logout' }), 'toast and Logout (1280)');
  await expectApart(wideToast, patient.getByRole('button', { name: 'Dark theme' }), 'toast and theme toggle');
  await expectApart(wideToast, patient.getByRole('navigation', { name: 'Dashboard' }), 'toast and sidebar');

  await patient.setViewportSize({ width: 375, height: 667 });
  const phoneToast = await book('dark');
  await expect(phoneToast).toBeVisible();
  await expectApart(phoneToast, patient.getByRole('banner'), 'toast and header (375)');
  await expectApart(
    phoneToast,
    patient.getByRole('button', { name: /^Dashboard menu/ }),
    'toast and dashboard menu',
  );
  // The phone menu opens over the toast: Logout is the element under the pointer there.
  await patient.getByRole('button', { name: 'Open menu' }).click();
  const logout = patient.getByRole('dialog').getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  const box = await logout.boundingBox();
  if (!box) throw new Error('Logout is not laid out');
  const hit = await patient.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe('Logout');

  await Promise.all([doctor, patient].map((page) => page.context().close()));
});
