import { screen, within } from '@testing-library/react';

import { ok, renderAsPatient, serveApi } from '../../user-appointments/__tests__/support';

import { aReport, reportsReply } from './reports.fixtures';

afterEach(() => jest.restoreAllMocks());

const PAGE = '/dashboard/user/medical-history';
const BASE_REPLIES = {
  '/dashboard/appointments/consulted-doctors': ok({ consultedDoctors: [] }),
  '/dashboard/appointments/user': ok({ appointments: [] }),
};
const section = () => within(screen.getByRole('region', { name: 'Reports' }));

describe('the patient’s reports on Medical History', () => {
  it('lists the reports their doctors wrote, with the doctor, the day and the file to open', async () => {
    serveApi({
      ...BASE_REPLIES,
      '/dashboard/reports': reportsReply([
        aReport(),
        aReport({ _id: 'r2', title: 'Follow-up', hasFile: false }),
      ]),
    });
    renderAsPatient({ path: PAGE });

    const card = await section().findByRole('article', { name: 'Full blood count' });
    expect(card).toHaveTextContent('From Dr Maria Okafor');
    expect(card).toHaveTextContent('May 2, 2026');
    expect(card).toHaveTextContent('Haemoglobin within range.');
    expect(within(card).getByRole('link', { name: /Open file:/ })).toHaveAttribute(
      'href',
      'http://localhost/api/dashboard/reports/r1/file',
    );
    expect(within(card).getByRole('link', { name: /Open file:/ })).toHaveAttribute('target', '_blank');
    expect(section().getByRole('article', { name: 'Follow-up' })).toHaveTextContent('No file attached');
    // Only the writing doctor may take a report back.
    expect(section().queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    serveApi({ ...BASE_REPLIES, '/dashboard/reports': reportsReply([]) });
    renderAsPatient({ path: PAGE });

    expect(await section().findByText('No reports yet.')).toBeInTheDocument();
  });

  it('offers to try again when they cannot be loaded', async () => {
    serveApi({
      ...BASE_REPLIES,
      '/dashboard/reports': { status: 503, body: { status: 'error', message: 'Service unavailable.' } },
    });
    renderAsPatient({ path: PAGE });

    expect(await section().findByText('Service unavailable.')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
