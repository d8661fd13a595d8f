import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { installFakeXhr, sentRequest } from '../../../testing/fakeXhr';
import { renderApp } from '../../../testing/renderApp';

afterEach(() => jest.restoreAllMocks());

type User = ReturnType<typeof renderApp>['user'];

const section = (name: string) => within(screen.getByRole('region', { name }));
const sectionNames = () =>
  within(screen.getByRole('form', { name: /registration/ }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const aPicture = (bytes = 64, name = 'me.png', type = 'image/png') =>
  new File(['x'.repeat(bytes)], name, { type });

const fillCommon = async (user: User) => {
  const personal = section('Personal Information');
  await user.type(personal.getByLabelText(/^Full Name/), 'Ada Patient');
  await user.type(personal.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(personal.getByLabelText(/^Phone Number/), '+15550100');
  await user.type(personal.getByLabelText(/^Date of Birth/), '1990-04-12');
  const auth = section('Authentication Details');
  await user.type(auth.getByLabelText(/^Password/), 'secret1');
  await user.type(auth.getByLabelText(/^Confirm Password/), 'secret1');
};

const fillPatient = async (user: User) => {
  await fillCommon(user);
  await user.type(section('Health Information').getByLabelText(/^Weight/), '61');
  await user.selectOptions(section('Health Information').getByLabelText(/^Blood Group/), 'O+');
  const contact = section('Emergency Contact');
  await user.type(contact.getByLabelText(/^Contact Name/), 'Grace Patient');
  await user.type(contact.getByLabelText(/^Relationship/), 'Sister');
  await user.type(contact.getByLabelText(/^Phone Number/), '+15550199');
};

const fillDoctor = async (user: User) => {
  await fillCommon(user);
  await user.selectOptions(section('Personal Information').getByLabelText(/^Gender/), 'Female');
  const professional = section('Professional Information');
  await user.type(professional.getByLabelText(/^Medical Registration Number/), 'MRN-1001');
  await user.type(professional.getByLabelText(/^Speciality/), 'Cardiology');
  await user.type(professional.getByLabelText(/^Years of Experience/), '12');
  await user.type(professional.getByLabelText(/^Qualifications/), 'MBBS, MD');
  await user.upload(
    professional.getByLabelText(/^License Proof/),
    new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }),
  );
};

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));

const sentForm = (): FormData => {
  const { body } = sentRequest();
  if (!(body instanceof FormData)) throw new Error('the signup was not sent as multipart form data');
  return body;
};

describe('registration form', () => {
  it('shows the patient sections of the registration form on the User tab', () => {
    renderApp({ route: '/signup' });

    expect(sectionNames()).toEqual([
      'Personal Information',
      'Authentication Details',
      'Health Information',
      'Emergency Contact',
      'Optional',
    ]);
    expect(section('Health Information').getByLabelText('Height (cm)')).toBeInTheDocument();
    expect(section('Health Information').getByLabelText('Heart Rate (bpm)')).toBeInTheDocument();
    expect(section('Optional').getByLabelText(/^Profile Picture/)).toHaveAttribute('type', 'file');
    expect(section('Personal Information').getByLabelText(/^Date of Birth/)).toHaveAttribute('type', 'date');
    expect(
      within(section('Personal Information').getByLabelText(/^Gender/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select…', 'Male', 'Female', 'Others']);
    expect(
      within(section('Health Information').getByLabelText(/^Blood Group/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select…', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
  });

  it('shows the doctor sections on the Doctor tab, with the licence proof among the professional details', async () => {
    const { user } = renderApp({ route: '/signup' });
    await user.click(screen.getByRole('tab', { name: 'Doctor' }));

    expect(sectionNames()).toEqual([
      'Personal Information',
      'Authentication Details',
      'Professional Information',
      'Availability',
      'Optional',
    ]);
    expect(section('Professional Information').getByLabelText(/^License Proof/)).toHaveAttribute(
      'type',
      'file',
    );
    expect(section('Professional Information').getByLabelText(/^Years of Experience/)).toHaveAttribute(
      'type',
      'number',
    );
    expect(section('Optional').getByLabelText(/^Biography/).tagName).toBe('TEXTAREA');
    expect(screen.queryByRole('region', { name: 'Health Information' })).not.toBeInTheDocument();
  });

  it('refuses mismatched passwords, a bad phone number and a bad picture with the spec messages', async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup({ applyAccept: false });
    renderApp({ route: '/signup' });

    await user.type(section('Personal Information').getByLabelText(/^Phone Number/), '12ab');
    await user.type(section('Authentication Details').getByLabelText(/^Password/), 'secret1');
    await user.type(section('Authentication Details').getByLabelText(/^Confirm Password/), 'secret2');
    await user.upload(
      section('Optional').getByLabelText(/^Profile Picture/),
      aPicture(64, 'notes.txt', 'text/plain'),
    );
    await submit(user);

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Invalid Phone Number')).toBeInTheDocument();
    expect(screen.getByText('File must be in JPG, JPEG, or PNG format')).toBeInTheDocument();
    expect(screen.getByText('Full Name is Required')).toBeInTheDocument();
    expect(screen.getByText('DOB is Required')).toBeInTheDocument();
    expect(screen.getByText('Contact Name is Required')).toBeInTheDocument();
    expect(xhr).toHaveLength(0);

    await user.upload(section('Optional').getByLabelText(/^Profile Picture/), aPicture(1048577));
    expect(await screen.findByText('File size cannot exceed 1MB')).toBeInTheDocument();
  });

  it('asks a doctor for gender and a licence proof of the right type and size', async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup({ applyAccept: false });
    renderApp({ route: '/signup' });
    await user.click(screen.getByRole('tab', { name: 'Doctor' }));

    await submit(user);
    expect(await screen.findByText('Gender is Required')).toBeInTheDocument();
    expect(screen.getByText('License Proof is Required')).toBeInTheDocument();
    expect(screen.getByText('Qualifications are Required')).toBeInTheDocument();

    const licence = section('Professional Information').getByLabelText(/^License Proof/);
    await user.upload(licence, new File(['x'], 'licence.docx', { type: 'application/msword' }));
    expect(await screen.findByText('File must be in PNG, JPG, JPEG or PNG format')).toBeInTheDocument();
    await user.upload(licence, new File(['x'.repeat(3145729)], 'licence.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('File size cannot exceed 3MB')).toBeInTheDocument();
    expect(xhr).toHaveLength(0);
  });

  it('sends a patient as multipart with group[field] keys and no confirmPassword, showing upload progress', async () => {
    installFakeXhr();
    const { user } = renderApp({ route: '/signup' });
    await fillPatient(user);
    const picture = aPicture();
    await user.upload(section('Optional').getByLabelText(/^Profile Picture/), picture);
    await submit(user);

    const request = await screen.findByRole('button', { name: 'Registering...' }).then(() => sentRequest());
    expect(screen.getByRole('button', { name: 'Registering...' })).toBeDisabled();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/api/authenticate/signup/user');
    expect(request.withCredentials).toBe(false);

    const form = sentForm();
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      role: 'user',
      'personal_info[fullName]': 'Ada Patient',
      'personal_info[email]': 'ada@example.com',
      'personal_info[phoneNumber]': '+15550100',
      'personal_info[dateOfBirth]': '1990-04-12',
      'authentication_details[password]': 'secret1',
      'health_info[weight]': '61',
      'health_info[bloodGroup]': 'O+',
      'emergency_contact[emergencyContactName]': 'Grace Patient',
      'emergency_contact[emergencyContactRelationship]': 'Sister',
      'emergency_contact[emergencyContactPhone]': '+15550199',
    });
    expect([...form.keys()].some((key) => key.includes('confirmPassword'))).toBe(false);
    const sentPicture = form.get('optional[profilePicture]');
    expect(sentPicture).toMatchObject({ name: 'me.png', size: picture.size });

    act(() => request.progress(40, 100));
    // The progress bar's chunk loads when the form is sent: wait for it rather than assume it came.
    expect(await screen.findByRole('progressbar', { name: 'Registration upload' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    act(() => request.progress(100, 100));
    expect(screen.getByText('Creating your account…')).toBeInTheDocument();

    act(() => request.respond(201, { status: 'success', message: 'Created' }));

    expect(await screen.findByRole('heading', { name: 'Login To Your Account' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You have Successfully Signed In! Its Time to Login In',
    );
  });

  it('sends a doctor with the licence proof under professional_info[licenseProof]', async () => {
    installFakeXhr();
    const { user } = renderApp({ route: '/signup' });
    await user.click(screen.getByRole('tab', { name: 'Doctor' }));
    await fillDoctor(user);
    await submit(user);

    await screen.findByRole('button', { name: 'Registering...' });
    expect(sentRequest().url).toBe('http://localhost/api/authenticate/signup/doctor');
    const form = sentForm();
    expect(form.get('role')).toBe('doctor');
    expect(form.get('personal_info[gender]')).toBe('Female');
    expect(form.get('professional_info[yearsOfExperience]')).toBe('12');
    expect(form.get('professional_info[licenseProof]')).toMatchObject({ name: 'licence.pdf' });
    expect(form.has('optional[profilePicture]')).toBe(false);
  });

  it('puts the server’s 422 errors under their fields and shows its message', async () => {
    installFakeXhr();
    const { user } = renderApp({ route: '/signup' });
    await fillPatient(user);
    await submit(user);
    await screen.findByRole('button', { name: 'Registering...' });

    act(() =>
      sentRequest().respond(422, {
        status: 'error',
        message: 'Please correct the highlighted fields.',
        errors: {
          'personal_info.phoneNumber': 'Invalid Phone Number',
          'optional.profilePicture': 'File must be in JPG, JPEG, or PNG format',
        },
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(section('Personal Information').getByLabelText(/^Phone Number/)).toHaveAccessibleDescription(
      'Invalid Phone Number',
    );
    expect(section('Optional').getByLabelText(/^Profile Picture/)).toHaveAccessibleDescription(
      expect.stringContaining('File must be in JPG, JPEG, or PNG format'),
    );
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Register Your New Account' })).toBeInTheDocument();
  });

  it('shows the message of a refused duplicate (409)', async () => {
    installFakeXhr();
    const { user } = renderApp({ route: '/signup' });
    await fillPatient(user);
    await submit(user);
    await screen.findByRole('button', { name: 'Registering...' });

    act(() =>
      sentRequest().respond(409, { status: 'error', message: 'An account with this email already exists.' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });
});
