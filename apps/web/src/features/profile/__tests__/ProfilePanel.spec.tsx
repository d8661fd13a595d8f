import { act, fireEvent, screen, within } from '@testing-library/react';
import { type Profile, type Role } from '@vitalsync/contracts';

import { DEFAULT_AVATAR_URL } from '../../../config';
import { setProfile } from '../../session/sessionSlice';
import { mockFetch, requestsTo } from '../../../testing/mockFetch';
import { aDoctorProfile, aPatientProfile } from '../../../testing/profiles';
import { loggedInAs, renderApp } from '../../../testing/renderApp';

afterEach(() => jest.restoreAllMocks());

const section = (name: string) => within(screen.getByRole('region', { name }));
const profileForm = () => within(screen.getByRole('form', { name: 'Profile' }));

const openProfile = (role: Role, profile: Profile, saveReply?: { status: number; body: unknown }) => {
  const fetchSpy = mockFetch({
    'GET /dashboard/profile': { status: 200, body: { status: 'success', profile, role } },
    // The patient's access history under the panel (features/access-history), empty here.
    'GET /dashboard/access-history': {
      status: 200,
      body: { status: 'success', events: [], nextCursor: null },
    },
    ...(saveReply ? { 'POST /dashboard/profile': saveReply } : {}),
  });
  const view = renderApp({ route: `/dashboard/${role}/profile`, session: loggedInAs(role, profile) });
  return { ...view, fetchSpy };
};

describe('patient profile panel', () => {
  it('shows name, email and every field read-only until "Edit Profile"; the date of birth as 10 characters', async () => {
    openProfile('user', aPatientProfile());

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Patient' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(
      profileForm()
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Personal Information', 'Health Information', 'Emergency Contact']);
    for (const field of profileForm().getAllByRole('textbox')) expect(field).toBeDisabled();
    expect(section('Personal Information').getByLabelText(/^Date of Birth/)).toHaveValue('1990-04-12');
    expect(section('Health Information').getByLabelText(/^Weight/)).toHaveValue(61);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Profile Picture|License Proof/)).not.toBeInTheDocument();
  });

  it('enables the fields (never the email) and shows "Save Changes" while editing', async () => {
    const { user } = openProfile('user', aPatientProfile());

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(section('Personal Information').getByLabelText(/^Full Name/)).toBeEnabled();
    expect(section('Health Information').getByLabelText(/^Weight/)).toBeEnabled();
    expect(section('Personal Information').getByLabelText('Email')).toBeDisabled();
    expect(section('Personal Information').getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('saves the whole profile, replaces the stored one with the answer and stops editing', async () => {
    const profile = aPatientProfile();
    const saved = aPatientProfile({
      personal_info: { ...profile.personal_info, phoneNumber: '+15550111' },
      health_info: { ...profile.health_info, weight: 63.5 },
    });
    const { user, store, fetchSpy } = openProfile('user', profile, {
      status: 200,
      body: { status: 'success', message: 'Profile updated successfully.', profile: saved },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const phone = section('Personal Information').getByLabelText(/^Phone Number/);
    await user.clear(phone);
    await user.type(phone, '+15550111');
    const weight = section('Health Information').getByLabelText(/^Weight/);
    await user.clear(weight);
    await user.type(weight, '63.5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Profile updated successfully.');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(section('Personal Information').getByLabelText(/^Phone Number/)).toBeDisabled();
    expect(section('Personal Information').getByLabelText(/^Phone Number/)).toHaveValue('+15550111');
    expect(store.getState().session.profile).toEqual(saved);

    const [request] = requestsTo(fetchSpy, 'POST', '/dashboard/profile');
    expect(request?.credentials).toBe('include');
    expect(await request?.json()).toEqual({
      role: 'user',
      personal_info: {
        fullName: 'Ada Patient',
        email: 'ada@example.com',
        phoneNumber: '+15550111',
        dateOfBirth: '1990-04-12',
        gender: 'Female',
      },
      health_info: {
        height: 168,
        weight: 63.5,
        heartRate: 72,
        bloodGroup: 'O+',
        knownAllergies: 'Penicillin',
        existingMedicalConditions: '',
      },
      emergency_contact: {
        emergencyContactName: 'Grace Patient',
        emergencyContactRelationship: 'Sister',
        emergencyContactPhone: '+15550199',
      },
    });
  });

  it('stays in editing and shows the server’s message and field errors when the save is refused', async () => {
    const { user, store } = openProfile('user', aPatientProfile(), {
      status: 422,
      body: {
        status: 'error',
        message: 'Please correct the highlighted fields.',
        errors: { 'health_info.heartRate': 'Heart Rate must be a number from 20 to 250 bpm' },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(section('Personal Information').getByLabelText(/^Full Name/), ' Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(section('Health Information').getByLabelText(/^Heart Rate/)).toHaveAccessibleDescription(
      'Heart Rate must be a number from 20 to 250 bpm',
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(section('Personal Information').getByLabelText(/^Full Name/)).toHaveValue('Ada Patient Lovelace');
    expect(store.getState().session.profile?.personal_info.fullName).toBe('Ada Patient');
  });

  it('checks the contract rules before sending', async () => {
    const { user, fetchSpy } = openProfile('user', aPatientProfile());

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const phone = section('Emergency Contact').getByLabelText(/^Phone Number/);
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.clear(section('Personal Information').getByLabelText(/^Full Name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    expect(screen.getByText('Full Name is Required')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'POST', '/dashboard/profile')).toHaveLength(0);
  });

  it('restores the saved values on Cancel', async () => {
    const { user } = openProfile('user', aPatientProfile());

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = section('Personal Information').getByLabelText(/^Full Name/);
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(section('Personal Information').getByLabelText(/^Full Name/)).toHaveValue('Ada Patient');
    expect(section('Personal Information').getByLabelText(/^Full Name/)).toBeDisabled();
  });

  // The fields are memoised and this reset does not render them: it fails when a reset forgets their registrations.
  it('shows a profile saved elsewhere while viewing, and edits it under the contract rules', async () => {
    const profile = aPatientProfile();
    const { user, store, fetchSpy } = openProfile('user', profile);
    await screen.findByRole('button', { name: 'Edit Profile' });

    act(() => {
      store.dispatch(
        setProfile(
          aPatientProfile({
            personal_info: { ...profile.personal_info, phoneNumber: '+15550222' },
            health_info: { ...profile.health_info, bloodGroup: 'A-', knownAllergies: 'None' },
          }),
        ),
      );
    });

    expect(section('Personal Information').getByLabelText(/^Phone Number/)).toHaveValue('+15550222');
    expect(section('Health Information').getByLabelText(/^Blood Group/)).toHaveValue('A-');
    expect(section('Health Information').getByLabelText(/^Known Allergies/)).toHaveValue('None');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(section('Personal Information').getByLabelText(/^Full Name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Full Name is Required')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'POST', '/dashboard/profile')).toHaveLength(0);
  });

  it('checks the contract rules again after a Cancel', async () => {
    const { user, fetchSpy } = openProfile('user', aPatientProfile());

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const phone = section('Emergency Contact').getByLabelText(/^Phone Number/);
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'POST', '/dashboard/profile')).toHaveLength(0);
  });
});

describe('doctor profile panel', () => {
  it('shows the doctor sections without file fields and saves the doctor’s whole profile', async () => {
    const profile = aDoctorProfile({ profilePicture: 'a1b2.png' });
    const { user, fetchSpy } = openProfile('doctor', profile, {
      status: 200,
      body: { status: 'success', message: 'Profile updated successfully.', profile },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(
      profileForm()
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Personal Information', 'Professional Information', 'Availability', 'Optional']);
    expect(screen.queryByLabelText(/Profile Picture|License Proof/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Profile' });

    const [request] = requestsTo(fetchSpy, 'POST', '/dashboard/profile');
    expect(await request?.json()).toEqual({
      role: 'doctor',
      personal_info: {
        fullName: 'Meredith Grey',
        email: 'grey@example.com',
        phoneNumber: '+15550123',
        dateOfBirth: '1978-09-27',
        gender: 'Female',
      },
      professional_info: {
        medicalRegistrationNumber: 'MRN-1001',
        speciality: 'General Surgery',
        yearsOfExperience: 15,
        associatedHospital: 'Grey Sloan Memorial',
        qualifications: 'MD, FACS',
      },
      availability: { availabilitySchedule: 'Mon–Fri 09:00–17:00', weeklyHours: null },
      optional: { biography: 'Surgeon with a calm bedside manner.' },
      profilePicture: 'a1b2.png',
    });
  });
});

describe('profile picture', () => {
  it('uses the default picture when the profile has none', async () => {
    openProfile('user', aPatientProfile({ profilePicture: null }));

    const picture = await screen.findByRole('img', { name: 'Profile picture of Ada Patient' });
    expect(picture).toHaveAttribute('src', DEFAULT_AVATAR_URL);
  });

  it('loads the stored picture and falls back to the default when it fails to load', async () => {
    openProfile('user', aPatientProfile({ profilePicture: 'f00d.png' }));

    const picture = await screen.findByRole('img', { name: 'Profile picture of Ada Patient' });
    expect(picture).toHaveAttribute('src', 'http://localhost/api/profilePicture/f00d.png');

    fireEvent.error(picture);

    expect(screen.getByRole('img', { name: 'Profile picture of Ada Patient' })).toHaveAttribute(
      'src',
      DEFAULT_AVATAR_URL,
    );
  });
});
