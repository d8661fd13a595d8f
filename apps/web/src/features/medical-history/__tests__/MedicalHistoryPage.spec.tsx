import { screen, within } from '@testing-library/react';

import { aPatientProfile } from '../../../testing/profiles';
import { aConsultedDoctor } from '../../consultation/__tests__/fixtures';
import { anAppointment, ok, renderAsPatient, serveApi } from '../../user-appointments/__tests__/support';

afterEach(() => jest.restoreAllMocks());

const PAGE = '/dashboard/user/medical-history';
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the medical history page', () => {
  it('shows the doctors consulted, the prescriptions of completed appointments newest first and the patient’s own record', async () => {
    const base = aPatientProfile();
    const profile = {
      ...base,
      health_info: {
        ...base.health_info,
        existingMedicalConditions: 'Asthma',
        knownAllergies: 'Penicillin',
        medicalHistory: [{ condition: 'Appendicitis', status: 'Resolved' }],
      },
    };
    serveApi(
      {
        '/dashboard/appointments/consulted-doctors': ok({
          consultedDoctors: [aConsultedDoctor('d1', 'Meredith Grey', '2099-05-01T09:00:00.000Z')],
        }),
        '/dashboard/appointments/user': ok({
          appointments: [
            anAppointment({
              _id: 'older',
              status: 'completed',
              dateTime: '2099-03-01T09:00:00.000Z',
              prescription: { instructions: 'Rest for a week.', medicines: [] },
            }),
            // Not completed: a prescription drafted during a visit still under way is not listed yet.
            anAppointment({
              _id: 'under-way',
              status: 'in-progress',
              dateTime: '2099-06-01T09:00:00.000Z',
              doctor: { fullName: 'Cristina Yang', doctorId: 'd3' },
              prescription: { instructions: 'Draft.', medicines: [] },
            }),
            anAppointment({
              _id: 'no-prescription',
              status: 'completed',
              dateTime: '2099-04-01T09:00:00.000Z',
            }),
            anAppointment({
              _id: 'newer',
              status: 'completed',
              dateTime: '2099-05-01T09:00:00.000Z',
              doctor: { fullName: 'Derek Shepherd', doctorId: 'd2' },
              prescription: {
                instructions: '',
                medicines: [{ name: 'Ibuprofen', dosage: '200 mg', duration: '5 days' }],
              },
            }),
          ],
        }),
      },
      profile,
    );
    renderAsPatient({ path: PAGE, profile });

    expect(await screen.findByRole('heading', { level: 1, name: 'Medical History' })).toBeInTheDocument();
    expect(document.title).toBe('Medical History · VitalSync');

    const doctor = await section('Doctors Consulted').findByRole('listitem');
    expect(doctor).toHaveTextContent('Dr Meredith Grey');
    expect(doctor).toHaveTextContent('General Surgery');
    expect(doctor).toHaveTextContent('Last appointment May 1, 2099');

    await section('Prescriptions').findByRole('heading', { name: 'Dr Derek Shepherd' });
    const entries = within(section('Prescriptions').getByRole('list', { name: 'Your prescriptions' }))
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('heading'));
    expect(entries.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Dr Derek Shepherd',
      'Dr Meredith Grey',
    ]);
    const [newer, older] = entries.map((item) => within(item));
    expect(newer?.getByRole('list', { name: 'Medicines from Dr Derek Shepherd' })).toHaveTextContent(
      'Ibuprofen · 200 mg · 5 days',
    );
    expect(newer?.getByText('May 1, 2099')).toBeInTheDocument();
    expect(newer?.getByText('N/A')).toBeInTheDocument();
    expect(older?.getByText('Rest for a week.')).toBeInTheDocument();
    expect(older?.queryByRole('list')).not.toBeInTheDocument();

    const record = section('My Medical Record');
    expect(record.getByText('Asthma')).toBeInTheDocument();
    expect(record.getByText('Penicillin')).toBeInTheDocument();
    expect(record.getByRole('list', { name: 'Medical History' })).toHaveTextContent(
      'Appendicitis · Resolved',
    );
  });

  it('says a consulted doctor’s first appointment is still to come rather than dating an upcoming one', async () => {
    serveApi({
      '/dashboard/appointments/consulted-doctors': ok({
        consultedDoctors: [aConsultedDoctor('d1', 'Meredith Grey', null)],
      }),
      '/dashboard/appointments/user': ok({ appointments: [anAppointment()] }),
    });
    renderAsPatient({ path: PAGE });

    const doctor = await section('Doctors Consulted').findByRole('listitem');
    expect(doctor).toHaveTextContent('First appointment still to come');
    expect(doctor).not.toHaveTextContent('Last appointment');
  });

  it('says when there is nothing yet, and "None" for an empty record', async () => {
    const base = aPatientProfile();
    const profile = { ...base, health_info: { ...base.health_info, knownAllergies: '  ' } };
    serveApi(
      {
        '/dashboard/appointments/consulted-doctors': ok({ consultedDoctors: [] }),
        '/dashboard/appointments/user': ok({ appointments: [anAppointment()] }),
      },
      profile,
    );
    renderAsPatient({ path: PAGE, profile });

    expect(
      await section('Doctors Consulted').findByText('You have not consulted a doctor yet.'),
    ).toBeInTheDocument();
    expect(await section('Prescriptions').findByText('No prescriptions yet.')).toBeInTheDocument();
    expect(section('My Medical Record').getAllByText('None')).toHaveLength(3);
  });
});
