import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { deferredReply, requestsTo } from '../../../testing/mockFetch';
import { ok, refused, renderAsPatient, serveApi } from '../../user-appointments/__tests__/support';

const PAGE = '/dashboard/user/medical-history';
const BUNDLE = { resourceType: 'Bundle', type: 'collection', entry: [] };
const LISTS = {
  '/dashboard/appointments/consulted-doctors': ok({ consultedDoctors: [] }),
  '/dashboard/appointments/user': ok({ appointments: [] }),
};

const card = () => within(screen.getByRole('region', { name: 'Your record to take away' }));

let saved: Blob[];
let clicked: HTMLAnchorElement[];

beforeEach(() => {
  saved = [];
  clicked = [];
  // jsdom has no object URLs and does not download: record what the page hands the browser instead.
  URL.createObjectURL = jest.fn((file: Blob) => {
    saved.push(file);
    return `blob:record-${saved.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});

afterEach(() => jest.restoreAllMocks());

describe('Download my record', () => {
  it('should fetch the record with the session, show that it is busy, then hand the file to the browser', async () => {
    const reply = deferredReply();
    const fetchSpy = serveApi({ ...LISTS, '/dashboard/export/fhir': reply.promise });
    renderAsPatient({ path: PAGE });
    const user = userEvent.setup();

    const button = await card().findByRole('button', { name: 'Download my record' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(card().getByRole('status')).toHaveTextContent('Preparing your record…');
    // A second click while busy sends nothing more.
    await user.click(button);
    expect(requestsTo(fetchSpy, 'GET', '/dashboard/export/fhir')).toHaveLength(1);
    expect(requestsTo(fetchSpy, 'GET', '/dashboard/export/fhir')[0]?.credentials).toBe('include');

    reply.send({ status: 200, body: BUNDLE });
    await waitFor(() =>
      expect(card().getByRole('status')).toHaveTextContent(
        /^Downloaded vitalsync-record-\d{4}-\d{2}-\d{2}\.json\.$/,
      ),
    );
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toMatch(/^vitalsync-record-\d{4}-\d{2}-\d{2}\.json$/);
    expect(clicked[0]?.getAttribute('href')).toBe('blob:record-1');
    expect(JSON.parse(await (saved[0] as Blob).text())).toEqual(BUNDLE);
    // The link was only a means: it does not stay in the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('should say why in the server’s words when the download is refused, and download nothing', async () => {
    serveApi({ ...LISTS, '/dashboard/export/fhir': refused(503, 'The service is temporarily unavailable.') });
    renderAsPatient({ path: PAGE });

    await userEvent.setup().click(await card().findByRole('button', { name: 'Download my record' }));

    expect(await card().findByRole('alert')).toHaveTextContent('The service is temporarily unavailable.');
    expect(clicked).toEqual([]);
    expect(card().getByRole('button', { name: 'Download my record' })).toBeEnabled();
  });

  it('should say that VitalSync could not be reached when there is no answer', async () => {
    serveApi(LISTS);
    renderAsPatient({ path: PAGE });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const button = await card().findByRole('button', { name: 'Download my record' });
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await userEvent.setup().click(button);

    expect(await card().findByRole('alert')).toHaveTextContent('We could not reach VitalSync.');
  });
});
