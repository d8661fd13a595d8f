import { act, screen, within } from '@testing-library/react';
import { type AssistantRequest } from '@vitalsync/contracts';

import {
  deferredReply,
  type MockReplies,
  type MockReply,
  mockFetch,
  requestsTo,
} from '../../../testing/mockFetch';
import { aPatientProfile } from '../../../testing/profiles';
import { ok, refused, renderAsPatient } from '../../user-appointments/__tests__/support';
import { forgetAssistantHistories } from '../history';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  forgetAssistantHistories();
});

const PAGE = '/dashboard/user/ai-health-assistant';
const ASK = 'POST /gemini-chatbot';

const reply = (message: string, extra: Record<string, unknown> = {}): MockReply =>
  ok({ message, source: 'built-in', emergency: false, ...extra });

const openAssistant = (
  replies: Record<string, MockReply | Promise<MockReply>>,
  profile = aPatientProfile(),
  fakeTimers = true,
) => {
  if (fakeTimers) jest.useFakeTimers();
  // One object, read on every request: a test changes what the server answers next through it.
  const served: MockReplies = { '/dashboard/profile': ok({ profile, role: 'user' }), ...replies };
  const spy = mockFetch(served);
  const view = renderAsPatient({ path: PAGE, profile, fakeTimers });
  return { ...view, spy, replies: served };
};

const input = () => screen.getByRole('textbox', { name: 'Your health question' });
const send = () => screen.getByRole('button', { name: 'Send' });
const log = () => within(screen.getByRole('log', { name: 'Conversation with the health assistant' }));
const sentBodies = async (spy: ReturnType<typeof mockFetch>) =>
  Promise.all(requestsTo(spy, 'POST', '/gemini-chatbot').map((request) => request.clone().json())) as Promise<
    AssistantRequest[]
  >;
/** What the reader sees of the reply being typed (the copy for screen readers is whole from the start). */
const typedText = () =>
  screen.getAllByRole('listitem').at(-1)?.querySelector('[aria-hidden="true"]:not(svg)')?.textContent;

describe('the AI health assistant', () => {
  it('greets, and ignores an empty question', async () => {
    const { user, spy } = openAssistant({});

    expect(await screen.findByRole('heading', { level: 1, name: 'AI Health Assistant' })).toBeInTheDocument();
    expect(log().getByText("What's in your mind?")).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', 'Ask your health question...');

    await user.type(input(), '   {Enter}');
    await user.click(send());
    expect(requestsTo(spy, 'POST', '/gemini-chatbot')).toHaveLength(0);
    expect(log().queryAllByRole('listitem')).toHaveLength(0);
  });

  it('sends on Enter, keeps the box disabled until the reply is typed out at 30 ms a character', async () => {
    const answer = deferredReply();
    const { user, spy } = openAssistant({ [ASK]: answer.promise });
    const text = 'Drink water. This is an automatic answer from VitalSync, not from a doctor.';

    await user.type(await screen.findByRole('textbox', { name: 'Your health question' }), 'Tips?{Enter}');

    expect(log().getByText('Tips?')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(input()).toBeDisabled();
    expect(send()).toBeDisabled();
    expect(await sentBodies(spy)).toEqual([{ messages: [{ role: 'user', text: 'Tips?' }] }]);

    await act(async () => answer.send(reply(text)));
    // The whole reply is there for screen readers at once; the eye sees it typed.
    expect(await log().findByText(text)).toBeInTheDocument();
    expect(typedText()).toBe('');
    act(() => jest.advanceTimersByTime(30 * 5));
    expect(typedText()).toBe('Drink');
    expect(input()).toBeDisabled();

    act(() => jest.advanceTimersByTime(30 * (text.length - 5)));
    expect(typedText()).toBe(text);
    expect(input()).toBeEnabled();
    expect(send()).toBeEnabled();
    expect(input()).toHaveFocus();
    expect(log().getByText('Assistant · automatic answer')).toBeInTheDocument();
  });

  it('shows the whole answer at once on request', async () => {
    const { user } = openAssistant({ [ASK]: reply('A long answer that takes a while to type.') });
    await user.type(await screen.findByRole('textbox', { name: 'Your health question' }), 'Hi{Enter}');

    await user.click(await screen.findByRole('button', { name: 'Show the whole answer' }));

    expect(typedText()).toBe('A long answer that takes a while to type.');
    expect(input()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Show the whole answer' })).not.toBeInTheDocument();
  });

  it('answers "Sorry, try again next time!" to any failure, and leaves the failed question out of the next one', async () => {
    const { user, spy, replies } = openAssistant({});
    /** The question goes, then the server answers `answer`, inside act (the reply lands as the page's update). */
    const askAndAnswer = async (question: string, answer: MockReply) => {
      const deferred = deferredReply();
      replies[ASK] = deferred.promise;
      await user.type(input(), `${question}{Enter}`);
      await act(async () => deferred.send(answer));
    };
    await screen.findByRole('textbox', { name: 'Your health question' });

    await askAndAnswer('First', refused(503, 'The assistant is unavailable.'));
    expect(await log().findByText('Sorry, try again next time!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30 * 40));
    expect(input()).toBeEnabled();

    await askAndAnswer('Second', reply('Second answer.', { source: 'model' }));
    expect(await log().findByText('Second answer.')).toBeInTheDocument();
    expect(log().getByText('Assistant · AI model')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30 * 40));

    await askAndAnswer('Third', refused(429, 'You are asking very quickly.'));
    await log().findAllByText('Sorry, try again next time!');
    // Two replies say it (each shows its text twice: typed for the eye, whole for screen readers).
    expect(
      log()
        .getAllByRole('listitem')
        .filter((item) => within(item).queryAllByText('Sorry, try again next time!').length > 0),
    ).toHaveLength(2);

    expect((await sentBodies(spy)).map(({ messages }) => messages)).toEqual([
      [{ role: 'user', text: 'First' }],
      [{ role: 'user', text: 'Second' }],
      [
        { role: 'user', text: 'Second' },
        { role: 'model', text: 'Second answer.' },
        { role: 'user', text: 'Third' },
      ],
    ]);
  });

  it('shows an emergency reply whole and at once, marked in red as an emergency', async () => {
    const advice = 'This may be a medical emergency. Call your local emergency number (112 or 911) now.';
    const { user } = openAssistant({ [ASK]: reply(advice, { emergency: true }) });
    await user.type(
      await screen.findByRole('textbox', { name: 'Your health question' }),
      'Chest pain{Enter}',
    );

    expect(await log().findByText('Emergency')).toBeInTheDocument();
    expect(typedText()).toBe(advice);
    expect(input()).toBeEnabled();
  });

  it('says why a question is too long, and does not send it', async () => {
    const { user, spy } = openAssistant({});
    const box = await screen.findByRole('textbox', { name: 'Your health question' });
    await user.click(box);
    await user.paste('a'.repeat(2001));
    await user.keyboard('{Enter}');

    expect(screen.getByText('A message can have at most 2000 characters.')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('A message can have at most 2000 characters.');
    expect(requestsTo(spy, 'POST', '/gemini-chatbot')).toHaveLength(0);
  });

  describe('the conversation kept for the session', () => {
    const askAndSeeAnswer = async (view: ReturnType<typeof openAssistant>, question: string) => {
      await view.user.type(
        await screen.findByRole('textbox', { name: 'Your health question' }),
        `${question}{Enter}`,
      );
      await view.user.click(await screen.findByRole('button', { name: 'Show the whole answer' }));
    };
    /** Opens the page again and lets its requests (profile, counts) land before the test looks. */
    const reopen = async (profile = aPatientProfile()) => {
      const view = openAssistant({}, profile);
      await screen.findByRole('textbox', { name: 'Your health question' });
      await act(async () => jest.runOnlyPendingTimersAsync());
      return view;
    };
    const keptTexts = () =>
      Object.keys(sessionStorage)
        .filter((key) => key.startsWith('vitalsync-assistant:'))
        .map((key) => sessionStorage.getItem(key));

    it('is there again, answered, when the patient leaves the page and comes back', async () => {
      const first = openAssistant({ [ASK]: reply('Drink about 2 litres a day.') });
      await askAndSeeAnswer(first, 'How much water?');
      first.unmount();
      jest.restoreAllMocks();

      const back = openAssistant({ [ASK]: reply('Seven to nine hours.') });

      expect(await log().findByText('How much water?')).toBeInTheDocument();
      expect(log().getAllByText('Drink about 2 litres a day.').length).toBeGreaterThan(0);
      expect(input()).toBeEnabled();
      await askAndSeeAnswer(back, 'And sleep?');
      expect((await sentBodies(back.spy)).map(({ messages }) => messages)).toEqual([
        [
          { role: 'user', text: 'How much water?' },
          { role: 'model', text: 'Drink about 2 litres a day.' },
          { role: 'user', text: 'And sleep?' },
        ],
      ]);
    });

    it('keeps an answer that arrives after the patient left', async () => {
      const answer = deferredReply();
      const first = openAssistant({ [ASK]: answer.promise });
      await first.user.type(
        await screen.findByRole('textbox', { name: 'Your health question' }),
        'Tips?{Enter}',
      );
      first.unmount();
      await act(async () => answer.send(reply('Walk after lunch.')));
      jest.restoreAllMocks();

      await reopen();

      expect(await log().findByText('Tips?')).toBeInTheDocument();
      expect(log().getAllByText('Walk after lunch.').length).toBeGreaterThan(0);
    });

    it("is the signed-in account's own: another patient starts empty", async () => {
      const first = openAssistant({ [ASK]: reply('Drink about 2 litres a day.') });
      await askAndSeeAnswer(first, 'How much water?');
      first.unmount();
      jest.restoreAllMocks();

      await reopen(aPatientProfile({ _id: 'u2' }));

      expect(await screen.findByRole('textbox', { name: 'Your health question' })).toBeEnabled();
      expect(log().queryAllByRole('listitem')).toHaveLength(0);
    });

    it('is forgotten on logout, in the page and in the browser', async () => {
      const first = openAssistant({
        [ASK]: reply('Drink about 2 litres a day.'),
        '/dashboard/logout': ok({}),
      });
      await askAndSeeAnswer(first, 'How much water?');
      expect(keptTexts().join()).toContain('How much water?');

      first.replies['/dashboard/profile'] = refused(401, 'Please log in.');
      await first.user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));
      await screen.findByRole('heading', { level: 1, name: 'Welcome to VitalSync' });
      expect(keptTexts()).toEqual([]);
      first.unmount();
      jest.restoreAllMocks();

      await reopen();

      expect(await screen.findByRole('textbox', { name: 'Your health question' })).toBeEnabled();
      expect(log().queryAllByRole('listitem')).toHaveLength(0);
    });
  });
});
