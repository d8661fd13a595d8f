import { MODEL_REPLY_MAX_CHARACTERS, modelReplyOf } from './model-reply';

describe('modelReplyOf', () => {
  it('trims the text', () => {
    expect(modelReplyOf('  Drink water.\n')).toBe('Drink water.');
  });

  it('takes out NUL characters and halves of surrogate pairs, keeping whole emoji', () => {
    expect(modelReplyOf('a\u0000b \ud83d c 😀')).toBe('ab  c 😀');
  });

  it('is nothing when nothing is left', () => {
    expect(modelReplyOf(' \u0000 ')).toBeUndefined();
  });

  it('cuts a long reply at a character boundary', () => {
    const reply = modelReplyOf('😀'.repeat(MODEL_REPLY_MAX_CHARACTERS + 10)) ?? '';
    expect([...reply]).toHaveLength(MODEL_REPLY_MAX_CHARACTERS + 1);
    expect(reply.endsWith('😀…')).toBe(true);
  });
});
