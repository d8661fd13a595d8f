import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SIGNUP_SUCCESS_MESSAGE } from '@vitalsync/contracts';

import { toastId } from '../../../app/notify';
import { demandToasts } from '../../../app/toasts/toastDemand';
import { mockFetch, requestOf } from '../../../testing/mockFetch';
import { aDoctorProfile } from '../../../testing/profiles';
import { renderApp } from '../../../testing/renderApp';

afterEach(() => jest.restoreAllMocks());

const loginForm = () => within(screen.getByRole('form', { name: /login/ }));

const fillAndSubmit = async (user: ReturnType<typeof renderApp>['user'], email: string, password: string) => {
  if (email) await user.type(loginForm().getByLabelText(/^Email/), email);
  if (password) await user.type(loginForm().getByLabelText(/^Password/), password);
  await user.click(loginForm().getByRole('button', { name: 'Login' }));
};

describe('login form', () => {
  it.each([
    ['', '', ['Email is Required', 'Password is Required']],
    ['not-an-address', 'abcd', ['Invalid Email Address']],
    ['ada@example.com', 'abc', ['Password must be at least 4 characters']],
    ['ada@example.com', 'abcdefghij', ['Password cannot exceed 8 characters']],
  ])(
    'refuses email "%s" / password "%s" with the spec messages, without calling the server',
    async (email, password, messages) => {
      const fetchSpy = jest.spyOn(globalThis, 'fetch');
      const { user } = renderApp({ route: '/login' });

      await fillAndSubmit(user, email, password);

      for (const message of messages) expect(await loginForm().findByText(message)).toBeInTheDocument();
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it('accepts a 9-character password (the enforced limit, whatever the message says)', async () => {
    const fetchSpy = mockFetch({
      '/authenticate/login': { status: 401, body: { status: 'error', message: 'No' } },
    });
    const { user } = renderApp({ route: '/login' });

    await fillAndSubmit(user, 'ada@example.com', 'abcdefghi');

    expect(await screen.findByRole('alert')).toHaveTextContent('No');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('reads "Logging in..." and is disabled while the request is pending', async () => {
    let answer: (response: Response) => void = () => undefined;
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderApp({ route: '/login' });

    await fillAndSubmit(user, 'ada@example.com', 'secret1');

    const pending = await loginForm().findByRole('button', { name: 'Logging in...' });
    expect(pending).toBeDisabled();

    answer(Response.json({ status: 'error', message: 'Invalid email or password.' }, { status: 401 }));
    expect(await loginForm().findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it.each([401, 422, 429])(
    'shows the server message as loginError when the server answers %s',
    async (status) => {
      const message = `Refused with ${status}`;
      mockFetch({ '/authenticate/login': { status, body: { status: 'error', message } } });
      const { user, store } = renderApp({ route: '/login' });

      await fillAndSubmit(user, 'ada@example.com', 'secret1');

      expect(await loginForm().findByRole('alert')).toHaveTextContent(message);
      expect(store.getState().session.loggedIn).toBe(false);
      expect(screen.getByRole('heading', { name: 'Login To Your Account' })).toBeInTheDocument();
    },
  );

  it('only logs a network failure to the console', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp({ route: '/login' });

    await fillAndSubmit(user, 'ada@example.com', 'secret1');

    expect(await loginForm().findByRole('button', { name: 'Login' })).toBeEnabled();
    expect(consoleError).toHaveBeenCalledWith('Login failed', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the role of the selected tab, logs in and opens /dashboard/{role}', async () => {
    const profile = aDoctorProfile();
    const fetchSpy = mockFetch({
      '/authenticate/login': {
        status: 200,
        body: { status: 'success', profile, role: 'doctor', message: 'Logged in successfully.' },
      },
      '/dashboard/profile': { status: 200, body: { status: 'success', profile, role: 'doctor' } },
    });
    const { user, store } = renderApp({ route: '/login' });

    await user.click(screen.getByRole('tab', { name: 'Doctor' }));
    await fillAndSubmit(user, 'grey@example.com', 'secret1');

    expect(await screen.findByRole('heading', { name: 'Welcome, Dr. Meredith Grey' })).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ loggedIn: true, currRole: 'doctor', profile });

    const request = requestOf(fetchSpy);
    expect(request.url).toBe('http://localhost/api/authenticate/login');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(await request.json()).toEqual({ role: 'doctor', email: 'grey@example.com', password: 'secret1' });
  });

  it('takes the signup confirmation away on login, so it does not follow the user into the dashboard', async () => {
    const profile = aDoctorProfile();
    mockFetch({
      '/authenticate/login': {
        status: 200,
        body: { status: 'success', profile, role: 'doctor', message: 'Logged in successfully.' },
      },
      '/dashboard/profile': { status: 200, body: { status: 'success', profile, role: 'doctor' } },
    });
    const { user } = renderApp({ route: '/login' });
    // The signup toast as it is while the pointer rests on it: its timer stopped, only the login can take it away.
    demandToasts();
    act(() => {
      notifications.show({
        id: toastId(SIGNUP_SUCCESS_MESSAGE),
        message: SIGNUP_SUCCESS_MESSAGE,
        autoClose: false,
      });
    });
    expect(await screen.findByText(SIGNUP_SUCCESS_MESSAGE)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Doctor' }));
    await fillAndSubmit(user, 'grey@example.com', 'secret1');

    expect(await screen.findByRole('heading', { name: 'Welcome, Dr. Meredith Grey' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(SIGNUP_SUCCESS_MESSAGE)).not.toBeInTheDocument());
  });

  it('keeps the typed email when switching between the Doctor and User tabs', async () => {
    const { user } = renderApp({ route: '/login' });

    await user.type(loginForm().getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('tab', { name: 'Doctor' }));

    expect(loginForm().getByLabelText(/^Email/)).toHaveValue('ada@example.com');
  });

  it('shows and hides the password with the toggle', async () => {
    const { user } = renderApp({ route: '/login' });
    const password = loginForm().getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');

    await user.click(loginForm().getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
