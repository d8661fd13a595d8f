import { screen, waitFor } from '@testing-library/react';

import { appCountingRenders } from '../../../testing/appCountingRenders';
import { deferredReply, mockFetch, requestsTo } from '../../../testing/mockFetch';
import { aDoctorProfile } from '../../../testing/profiles';
import { queryAnswered } from '../../../testing/queryAnswered';

import { aConsultedPatient, consultedPatientsReply } from './consultedPatients.fixtures';

const {
  renders: detailRenders,
  renderApp,
  loggedInAs,
} = appCountingRenders(require.resolve('../components/PatientDetail'), 'PatientDetail');

afterEach(() => {
  jest.restoreAllMocks();
  detailRenders.mockClear();
});

describe('a patient’s detail as the server records the read', () => {
  it('does not render again while the read goes out and is answered: the page shows the list’s entry', async () => {
    const patient = aConsultedPatient();
    const profile = aDoctorProfile();
    const read = deferredReply();
    const fetchSpy = mockFetch({
      'GET /dashboard/profile': { status: 200, body: { status: 'success', profile, role: 'doctor' } },
      'GET /dashboard/appointments/consulted-patients': consultedPatientsReply([patient]),
      'GET /dashboard/appointments/notes': { status: 200, body: { status: 'success', notes: [] } },
      'GET /dashboard/appointments/consulted-patient': read.promise,
    });
    const { store } = renderApp({
      route: '/dashboard/doctor/patients',
      state: { userId: patient.user.id },
      session: loggedInAs('doctor', profile),
    });
    const name = patient.user.personal_info.fullName;
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(fetchSpy, 'GET', '/dashboard/appointments/consulted-patient')).toHaveLength(1),
    );
    const rendersBeforeAnswer = detailRenders.mock.calls.length;

    read.send({ status: 200, body: { status: 'success', consultedPatient: patient } });
    await waitFor(() => expect(queryAnswered(store, 'getConsultedPatient')).toBe(true));

    expect(detailRenders).toHaveBeenCalledTimes(rendersBeforeAnswer);
  });
});
