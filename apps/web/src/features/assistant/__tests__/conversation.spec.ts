import { ASSISTANT_MAX_MESSAGES, ASSISTANT_MAX_TEXT } from '@vitalsync/contracts';

import { answerTurn, failedTurn, questionProblem, requestOf, type Turn } from '../conversation';

const question = (id: number, text: string): Turn => ({ id, role: 'user', text });
const answer = (id: number, text: string): Turn => ({
  id,
  role: 'model',
  text,
  source: 'built-in',
  emergency: false,
  failed: false,
});

/** `count` answered exchanges: q0/a0, q1/a1, … */
const exchanges = (count: number): Turn[] =>
  Array.from({ length: count }, (_, index) => [
    question(index * 2, `q${index}`),
    answer(index * 2 + 1, `a${index}`),
  ]).flat();

describe('requestOf', () => {
  it('sends the question alone to start with', () => {
    expect(requestOf([], 'Is 72 bpm normal?')).toEqual({
      messages: [{ role: 'user', text: 'Is 72 bpm normal?' }],
    });
  });

  it('sends the answered turns before the question, in order', () => {
    expect(requestOf(exchanges(2), 'q2').messages).toEqual([
      { role: 'user', text: 'q0' },
      { role: 'model', text: 'a0' },
      { role: 'user', text: 'q1' },
      { role: 'model', text: 'a1' },
      { role: 'user', text: 'q2' },
    ]);
  });

  it(`keeps at most the last ${ASSISTANT_MAX_MESSAGES} turns, and starts with a question`, () => {
    const { messages } = requestOf(exchanges(15), 'last');
    expect(messages.length).toBeLessThanOrEqual(ASSISTANT_MAX_MESSAGES);
    expect(messages[0]).toEqual({ role: 'user', text: 'q6' });
    expect(messages.at(-1)).toEqual({ role: 'user', text: 'last' });
    expect(messages.at(-2)).toEqual({ role: 'model', text: 'a14' });
  });

  it('leaves out a question that failed, with its failure reply', () => {
    const turns = [...exchanges(1), question(2, 'lost'), failedTurn(3)];
    expect(requestOf(turns, 'again').messages).toEqual([
      { role: 'user', text: 'q0' },
      { role: 'model', text: 'a0' },
      { role: 'user', text: 'again' },
    ]);
  });

  it('cuts an earlier long answer to the server limit, so the conversation is never refused for it', () => {
    const turns = [question(0, 'q'), answer(1, 'x'.repeat(ASSISTANT_MAX_TEXT + 500))];
    expect(requestOf(turns, 'next').messages[1]?.text).toHaveLength(ASSISTANT_MAX_TEXT);
  });
});

describe('answerTurn', () => {
  it('keeps the message, who wrote it and whether it is an emergency', () => {
    expect(answerTurn(4, { status: 'success', message: 'Hi', source: 'model', emergency: true })).toEqual({
      id: 4,
      role: 'model',
      text: 'Hi',
      source: 'model',
      emergency: true,
      failed: false,
    });
  });

  it.each([
    ['no message', { status: 'success', source: 'model', emergency: false }],
    ['a blank message', { status: 'success', message: '  ', source: 'model', emergency: false }],
    ['an unknown source', { status: 'success', message: 'Hi', source: 'oracle', emergency: false }],
    ['no body', null],
  ])('turns %s into "Sorry, try again next time!"', (_case, body) => {
    expect(answerTurn(1, body)).toEqual(failedTurn(1));
    expect(failedTurn(1).text).toBe('Sorry, try again next time!');
  });
});

describe('questionProblem', () => {
  it('refuses a question over the limit in the server’s words, and nothing else', () => {
    expect(questionProblem('a'.repeat(ASSISTANT_MAX_TEXT + 1))).toBe(
      `A message can have at most ${ASSISTANT_MAX_TEXT} characters.`,
    );
    expect(questionProblem('a'.repeat(ASSISTANT_MAX_TEXT))).toBeUndefined();
    expect(questionProblem('   ')).toBeUndefined();
  });
});
