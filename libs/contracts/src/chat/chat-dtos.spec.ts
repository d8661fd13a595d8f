import { refusalMessageOf } from '../validation/refusal-message';
import { checkBody, refusalErrorsOf } from '../validation/testing/refusals';
import { SendMessagePayloadDto } from './chat-commands.dto';
import { ChatHistoryRequestDto, PostChatMessageRequestDto } from './chat-requests.dto';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat.limits';
import {
  CHAT_MESSAGE_EMPTY_MESSAGE,
  CHAT_MESSAGE_TOO_LONG_MESSAGE,
  CHAT_PAGE_DIRECTION_MESSAGE,
} from './chat.messages';
import { OutgoingChatMessageDto, outgoingMessageOf } from './outgoing-chat-message.dto';

const CHAT = '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11';
const OTHER = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';

describe('PostChatMessageRequestDto', () => {
  it('reads a bare string as the content, trimmed', async () => {
    const body = (await checkBody(PostChatMessageRequestDto, {
      chatId: CHAT,
      message: '  hello  ',
    })) as PostChatMessageRequestDto;
    expect(body.message).toBeInstanceOf(OutgoingChatMessageDto);
    expect(outgoingMessageOf(body.message)).toEqual({ content: 'hello' });
  });

  it("accepts the spec client's senderModel and timestamp and forwards neither", async () => {
    const body = (await checkBody(PostChatMessageRequestDto, {
      chatId: CHAT,
      message: { content: 'hi', senderModel: 'doctor', timestamp: '1999-01-01T00:00:00Z', clientId: 'c-1' },
    })) as PostChatMessageRequestDto;
    expect(outgoingMessageOf(body.message)).toEqual({ content: 'hi', clientId: 'c-1' });
  });

  it.each([
    ['blank text', '   ', CHAT_MESSAGE_EMPTY_MESSAGE],
    ['blank content', { content: '\n\t' }, CHAT_MESSAGE_EMPTY_MESSAGE],
    ['no content and no _id', {}, CHAT_MESSAGE_EMPTY_MESSAGE],
    ['content of another type', { content: 42 }, CHAT_MESSAGE_EMPTY_MESSAGE],
    ['too long text', 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), CHAT_MESSAGE_TOO_LONG_MESSAGE],
  ])('refuses %s with its message', async (_case, message, expected) => {
    expect(
      refusalMessageOf(await refusalErrorsOf(PostChatMessageRequestDto, { chatId: CHAT, message })),
    ).toBe(expected);
  });

  it.each([
    ['an array message', { chatId: CHAT, message: ['hi'] }],
    ['a number message', { chatId: CHAT, message: 7 }],
    ['no message', { chatId: CHAT }],
    ['a chat id that is no uuid', { chatId: 'x', message: 'hi' }],
    ['an unknown property', { chatId: CHAT, message: 'hi', extra: 1 }],
    ['an unknown message property', { chatId: CHAT, message: { content: 'hi', evil: true } }],
    ['a client id with odd characters', { chatId: CHAT, message: { content: 'hi', clientId: 'a b' } }],
  ])('refuses %s', async (_case, body) => {
    await expect(refusalErrorsOf(PostChatMessageRequestDto, body)).resolves.not.toHaveLength(0);
  });

  it('accepts the _id of a stored message without content', async () => {
    const body = (await checkBody(PostChatMessageRequestDto, {
      chatId: CHAT,
      message: { _id: OTHER },
    })) as PostChatMessageRequestDto;
    expect(outgoingMessageOf(body.message)).toEqual({ _id: OTHER });
  });
});

describe('ChatHistoryRequestDto', () => {
  it('reads limit from the query text', async () => {
    const query = (await checkBody(ChatHistoryRequestDto, {
      doctor: CHAT,
      user: OTHER,
      limit: '20',
    })) as ChatHistoryRequestDto;
    expect(query.limit).toBe(20);
  });

  it('refuses before and after together with its message', async () => {
    const errors = await refusalErrorsOf(ChatHistoryRequestDto, {
      doctor: CHAT,
      user: OTHER,
      before: CHAT,
      after: OTHER,
    });
    expect(refusalMessageOf(errors)).toBe(CHAT_PAGE_DIRECTION_MESSAGE);
  });

  it.each(['0', '201', '1.5', 'abc'])('refuses limit %s', async (limit) => {
    await expect(
      refusalErrorsOf(ChatHistoryRequestDto, { doctor: CHAT, user: OTHER, limit }),
    ).resolves.not.toHaveLength(0);
  });
});

describe('SendMessagePayloadDto', () => {
  it('reads the spec shape with a bare string', async () => {
    const payload = (await checkBody(SendMessagePayloadDto, {
      roomId: CHAT,
      message: 'hey',
    })) as SendMessagePayloadDto;
    expect(outgoingMessageOf(payload.message)).toEqual({ content: 'hey' });
  });
});
