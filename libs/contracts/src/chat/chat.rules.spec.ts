import { FORBIDDEN_CHARACTERS_MESSAGE } from '../accounts/validate-fields';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat.limits';
import { CHAT_MESSAGE_EMPTY_MESSAGE, CHAT_MESSAGE_TOO_LONG_MESSAGE } from './chat.messages';
import { characterCount, chatMessageProblem } from './chat.rules';

describe('chatMessageProblem', () => {
  it.each(['', ' ', '\n\t  \r\n'])('refuses blank text %j', (text) => {
    expect(chatMessageProblem(text)).toEqual({
      code: 'chat.message_empty',
      message: CHAT_MESSAGE_EMPTY_MESSAGE,
    });
  });

  it('accepts exactly the maximum, counted in characters once trimmed', () => {
    expect(chatMessageProblem(`  ${'a'.repeat(CHAT_MESSAGE_MAX_LENGTH)}  `)).toBeUndefined();
    expect(chatMessageProblem('😀'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toBeUndefined();
  });

  it('refuses one character more', () => {
    expect(chatMessageProblem('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toEqual({
      code: 'chat.message_too_long',
      message: CHAT_MESSAGE_TOO_LONG_MESSAGE,
    });
  });

  it.each(['a\u0000b', 'a\ud800b'])('refuses text PostgreSQL or UTF-8 cannot hold %j', (text) => {
    expect(chatMessageProblem(text)).toEqual({
      code: 'chat.message_forbidden_characters',
      message: FORBIDDEN_CHARACTERS_MESSAGE,
    });
  });

  it('counts an emoji as one character', () => {
    expect(characterCount('a😀b')).toBe(3);
  });
});
