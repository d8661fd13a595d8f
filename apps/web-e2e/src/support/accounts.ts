import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

import { apiRequest } from './api';

/** A real 8×8 PNG, a soft teal gradient (the server checks the first bytes of an upload, not only its name). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAT0lEQVR4nGOoO/Gg4tC9or23c7bfTN94LXH1lehlF0MXnGfAKuo/6ywDVlHPqacYsIo6959gwCpq13mUAauoRfNhBqyiRnUHGLCK6lTsAwALenEBgUb4WQAAAABJRU5ErkJggg==',
  'base64',
);

/** A real one-page PDF, small enough for any limit. */
export const TINY_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

export type Role = 'user' | 'doctor';

export interface Account {
  role: Role;
  fullName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A fresh account per call, so tests never depend on each other's data. */
export const newAccount = (role: Role): Account => {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    role,
    fullName: role === 'doctor' ? 'Meredith Grey' : 'Ada Patient',
    email: `${role}-${stamp}@example.com`,
    password: 'secret1',
  };
};

const region = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * Fills and sends the real registration form (docs/product/entities.md#registration-sections), with a picture and
 * (doctors) a licence.
 */
export const signUp = async (page: Page, account: Account) => {
  await page.goto('/signup');
  await page.getByRole('tab', { name: account.role === 'doctor' ? 'Doctor' : 'User' }).click();

  const personal = region(page, 'Personal Information');
  await personal.getByLabel(/^Full Name/).fill(account.fullName);
  await personal.getByLabel(/^Email/).fill(account.email);
  await personal.getByLabel(/^Phone Number/).fill('+15550100');
  await personal.getByLabel(/^Date of Birth/).fill('1985-06-15');
  await personal.getByLabel(/^Gender/).selectOption('Female');

  const auth = region(page, 'Authentication Details');
  await auth.getByLabel(/^Password/).fill(account.password);
  await auth.getByLabel(/^Confirm Password/).fill(account.password);

  if (account.role === 'user') {
    const health = region(page, 'Health Information');
    await health.getByLabel(/^Weight \(kg\)/).fill('61');
    await health.getByLabel(/^Height \(cm\)/).fill('168');
    await health.getByLabel(/^Blood Group/).selectOption('O+');
    const contact = region(page, 'Emergency Contact');
    await contact.getByLabel(/^Contact Name/).fill('Grace Patient');
    await contact.getByLabel(/^Relationship/).fill('Sister');
    await contact.getByLabel(/^Phone Number/).fill('+15550199');
  } else {
    const professional = region(page, 'Professional Information');
    await professional.getByLabel(/^Medical Registration Number/).fill(`MRN-${Date.now()}`);
    await professional.getByLabel(/^Speciality/).fill('General Surgery');
    await professional.getByLabel(/^Years of Experience/).fill('15');
    await professional.getByLabel(/^Qualifications/).fill('MD, FACS');
    await professional
      .getByLabel(/^License Proof/)
      .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await region(page, 'Availability')
      .getByLabel(/^Availability Schedule/)
      .fill('Mon–Fri 09:00–17:00');
  }
  await region(page, 'Optional')
    .getByLabel(/^Profile Picture/)
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You have Successfully Signed In! Its Time to Login In' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
};

export const fillLogin = async (page: Page, account: Pick<Account, 'role' | 'email' | 'password'>) => {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByRole('tab', { name: account.role === 'doctor' ? 'Doctor' : 'User' }).click();
  // One run found two Email fields for a moment (a page still leaving as the login form arrived), and fill()
  // refuses an ambiguous target at once: wait until the login form's field is the only one.
  const email = page.getByLabel(/^Email/);
  await expect(email).toHaveCount(1);
  await email.fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
};

export const logIn = async (page: Page, account: Account) => {
  await fillLogin(page, account);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${account.role}$`));
};

/** The form's fields for `account` under the names its multipart request gives them (signUp fills the same). */
const signupFields = (account: Account) => ({
  role: account.role,
  'personal_info[fullName]': account.fullName,
  'personal_info[email]': account.email,
  'personal_info[phoneNumber]': '+15550100',
  'personal_info[dateOfBirth]': '1985-06-15',
  'personal_info[gender]': 'Female',
  'authentication_details[password]': account.password,
  ...(account.role === 'user'
    ? {
        'health_info[weight]': '61',
        'health_info[height]': '168',
        'health_info[bloodGroup]': 'O+',
        'emergency_contact[emergencyContactName]': 'Grace Patient',
        'emergency_contact[emergencyContactRelationship]': 'Sister',
        'emergency_contact[emergencyContactPhone]': '+15550199',
      }
    : {
        'professional_info[medicalRegistrationNumber]': `MRN-${Date.now()}`,
        'professional_info[speciality]': 'General Surgery',
        'professional_info[yearsOfExperience]': '15',
        'professional_info[qualifications]': 'MD, FACS',
        'professional_info[licenseProof]': {
          name: 'licence.pdf',
          mimeType: 'application/pdf',
          buffer: TINY_PDF,
        },
        'availability[availabilitySchedule]': 'Mon–Fri 09:00–17:00',
      }),
});

/**
 * The account signUp and logIn make, through the two API calls the forms send, leaving the session cookie in
 * `context`: for scenarios about something else (accounts.spec.ts drives the forms), since the forms take about eight
 * seconds per account and a call test needs three.
 */
export const signUpAndLogInThroughApi = async (
  context: BrowserContext,
  baseURL: string,
  account: Account,
): Promise<void> => {
  await apiRequest(context, baseURL, 'POST', `/authenticate/signup/${account.role}`, {
    multipart: signupFields(account),
  });
  await apiRequest(context, baseURL, 'POST', '/authenticate/login', {
    json: { role: account.role, email: account.email, password: account.password },
  });
};

/**
 * A page of a context of its own, at the app's landing page (so `callApi` can run in it), signed in as a new account
 * made through the API: the setup of scenarios whose subject is not the sign-up form.
 */
export const signedInPage = async (browser: Browser, account: Account): Promise<Page> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signUpAndLogInThroughApi(context, new URL(page.url()).origin, account);
  return page;
};
