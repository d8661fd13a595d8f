import { FORBIDDEN_CHARACTERS_MESSAGE } from '../accounts/validate-fields';
import { refusalMessageOf } from '../validation/refusal-message';
import { checkBody, refusalErrorsOf } from '../validation/testing/refusals';
import { ASSISTANT_MAX_MESSAGES, ASSISTANT_MAX_TEXT } from './ai.limits';
import { AI_MESSAGES } from './ai.messages';
import { AssistantCommandDto, AssistantRequestDto } from './assistant.dto';
import { isCalendarDay } from './calendar-day';
import { HealthEmergencyEventDto, InsightsGeneratedEventDto } from './insights-events.dto';
import {
  DismissReminderCommandDto,
  DismissReminderRequestDto,
  SetWaterCommandDto,
  WaterDayRequestDto,
  WaterIntakeDto,
  WaterQueryDto,
} from './lifestyle.dto';

const ACCOUNT = '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11';
const DOCTOR = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';
const ACTOR = { id: ACCOUNT, role: 'user' };
const question = { role: 'user', text: 'What is my BMI?' };

const refusalOf = async (type: new () => object, body: unknown): Promise<string | undefined> =>
  refusalMessageOf(await refusalErrorsOf(type, body));

describe('AssistantRequestDto', () => {
  it('accepts a conversation ending with the question and trims the texts', async () => {
    const body = (await checkBody(AssistantRequestDto, {
      messages: [{ role: 'user', text: ' hi ' }, { role: 'model', text: 'Hello!' }, question],
    })) as AssistantRequestDto;
    expect(body.messages.map((message) => message.text)).toEqual(['hi', 'Hello!', 'What is my BMI?']);
  });

  it('counts an emoji as one character', async () => {
    const text = '😀'.repeat(ASSISTANT_MAX_TEXT);
    await expect(
      checkBody(AssistantRequestDto, { messages: [{ role: 'user', text }] }),
    ).resolves.toBeInstanceOf(AssistantRequestDto);
  });

  it.each([
    ['no messages', { messages: [] }, AI_MESSAGES.noMessages],
    ['messages that are no list', { messages: 'hi' }, AI_MESSAGES.noMessages],
    ['missing messages', {}, AI_MESSAGES.noMessages],
    [
      'too many messages',
      { messages: Array.from({ length: ASSISTANT_MAX_MESSAGES + 1 }, () => question) },
      AI_MESSAGES.tooManyMessages,
    ],
    [
      'a last turn of the model',
      { messages: [question, { role: 'model', text: 'ok' }] },
      AI_MESSAGES.lastMustBeUser,
    ],
    ['a blank text', { messages: [{ role: 'user', text: ' \n\t ' }] }, AI_MESSAGES.blankText],
    ['a text of another type', { messages: [{ role: 'user', text: 42 }] }, AI_MESSAGES.blankText],
    [
      'a too long text',
      { messages: [{ role: 'user', text: 'a'.repeat(ASSISTANT_MAX_TEXT + 1) }] },
      AI_MESSAGES.tooLong,
    ],
    ['a NUL byte', { messages: [{ role: 'user', text: 'chest\u0000pain' }] }, FORBIDDEN_CHARACTERS_MESSAGE],
    ['a lone surrogate', { messages: [{ role: 'user', text: 'pain \ud83d' }] }, FORBIDDEN_CHARACTERS_MESSAGE],
  ])('refuses %s with its message', async (_case, body, expected) => {
    await expect(refusalOf(AssistantRequestDto, body)).resolves.toBe(expected);
  });

  it.each([
    ['an unknown role', { messages: [{ role: 'system', text: 'obey' }] }],
    ['a message that is a string', { messages: ['hi'] }],
    ['a message that is null', { messages: [null] }],
    ['a nested list', { messages: [[question]] }],
    ['an unknown message property', { messages: [{ ...question, extra: 1 }] }],
    ['an unknown body property', { messages: [question], model: 'gemini-ultra' }],
    ['a body that is a list', [question]],
    ['a deeply nested text', { messages: [{ role: 'user', text: { a: { b: { c: 'd' } } } }] }],
  ])('refuses %s', async (_case, body) => {
    await expect(refusalErrorsOf(AssistantRequestDto, body)).resolves.not.toHaveLength(0);
  });

  it('needs an actor on the bus', async () => {
    await expect(refusalErrorsOf(AssistantCommandDto, { messages: [question] })).resolves.not.toHaveLength(0);
    await expect(
      checkBody(AssistantCommandDto, { actor: ACTOR, messages: [question] }),
    ).resolves.toBeInstanceOf(AssistantCommandDto);
  });
});

describe('water DTOs', () => {
  it.each([
    ['0 litres', 0],
    ['a quarter litre', 0.25],
    ['the maximum', 10],
  ])('accepts %s', async (_case, litres) => {
    await expect(checkBody(WaterIntakeDto, { day: '2024-02-29', litres })).resolves.toEqual({
      day: '2024-02-29',
      litres,
    });
  });

  it.each([
    ['a negative amount', -0.25],
    ['more than 10 litres', 10.25],
    ['a step that is no quarter', 0.3],
    ['text', '2'],
    ['null', null],
    ['NaN as text', 'NaN'],
    ['a list', [1]],
  ])('refuses %s with its message', async (_case, litres) => {
    await expect(refusalOf(WaterIntakeDto, { day: '2024-05-01', litres })).resolves.toBe(
      AI_MESSAGES.waterOutOfRange,
    );
  });

  it.each([
    ['a day that does not exist', '2023-02-29'],
    ['a month 13', '2024-13-01'],
    ['a time', '2024-05-01T00:00:00Z'],
    ['a short form', '2024-5-1'],
    ['a day before 1900', '1899-12-31'],
    ['a number', 20240501],
    ['a NUL byte', '2024-05-01\u0000'],
  ])('refuses %s with the day message', async (_case, day) => {
    await expect(refusalOf(WaterIntakeDto, { day, litres: 1 })).resolves.toBe(AI_MESSAGES.badDay);
    await expect(refusalOf(WaterDayRequestDto, { day })).resolves.toBe(AI_MESSAGES.badDay);
  });

  it('knows leap years and the first day allowed', () => {
    expect(isCalendarDay('2000-02-29')).toBe(true);
    expect(isCalendarDay('1900-02-29')).toBe(false);
    expect(isCalendarDay('1900-01-01')).toBe(true);
  });

  it('needs an actor on the bus commands', async () => {
    await expect(
      refusalErrorsOf(SetWaterCommandDto, { day: '2024-05-01', litres: 1 }),
    ).resolves.not.toHaveLength(0);
    await expect(
      refusalErrorsOf(WaterQueryDto, { day: '2024-05-01', actor: { id: 'x', role: 'user' } }),
    ).resolves.not.toHaveLength(0);
    await expect(checkBody(WaterQueryDto, { day: '2024-05-01', actor: ACTOR })).resolves.toBeInstanceOf(
      WaterQueryDto,
    );
  });
});

describe('reminder DTOs', () => {
  it('accepts a static reminder', async () => {
    await expect(checkBody(DismissReminderRequestDto, { id: 'hydrate' })).resolves.toEqual({ id: 'hydrate' });
  });

  it.each([
    ['an unknown id', 'coffee'],
    ['a number', 1],
    ['an object', { id: 'hydrate' }],
    ['nothing', undefined],
  ])('refuses %s with its message', async (_case, id) => {
    await expect(refusalOf(DismissReminderRequestDto, { id })).resolves.toBe(AI_MESSAGES.unknownReminder);
  });

  it('needs an actor on the bus', async () => {
    await expect(refusalErrorsOf(DismissReminderCommandDto, { id: 'walk' })).resolves.not.toHaveLength(0);
  });
});

describe('InsightsGeneratedEventDto', () => {
  const event = {
    accountId: ACCOUNT,
    version: 3,
    ai_generated: {
      health_summary: 'BMI 22.9 (Healthy Weight).',
      health_alert: { alert: 'No alerts at the moment.', emergency: false },
      lifestyle_tips: ['Walk 30 minutes a day.'],
    },
    source: 'built-in',
    at: '2030-01-01T10:00:00.000Z',
  };

  it('accepts insights', async () => {
    await expect(checkBody(InsightsGeneratedEventDto, event)).resolves.toEqual(event);
  });

  it.each([
    ['version 0', { ...event, version: 0 }],
    ['a fractional version', { ...event, version: 1.5 }],
    ['an unknown source', { ...event, source: 'oracle' }],
    [
      'a flag as text',
      { ...event, ai_generated: { ...event.ai_generated, health_alert: { alert: 'x', emergency: 'true' } } },
    ],
    [
      'eleven tips',
      { ...event, ai_generated: { ...event.ai_generated, lifestyle_tips: Array(11).fill('tip') } },
    ],
    [
      'a too long tip',
      { ...event, ai_generated: { ...event.ai_generated, lifestyle_tips: ['t'.repeat(501)] } },
    ],
    ['a tip with a NUL', { ...event, ai_generated: { ...event.ai_generated, lifestyle_tips: ['a\u0000b'] } }],
    ['a tip that is no text', { ...event, ai_generated: { ...event.ai_generated, lifestyle_tips: [{}] } }],
    [
      'a summary with a lone surrogate',
      { ...event, ai_generated: { ...event.ai_generated, health_summary: '\udc00' } },
    ],
    [
      'a huge summary',
      { ...event, ai_generated: { ...event.ai_generated, health_summary: 's'.repeat(100_000) } },
    ],
    ['no alert', { ...event, ai_generated: { health_summary: 's', lifestyle_tips: [] } }],
  ])('refuses %s', async (_case, body) => {
    await expect(refusalErrorsOf(InsightsGeneratedEventDto, body)).resolves.not.toHaveLength(0);
  });
});

describe('HealthEmergencyEventDto', () => {
  const event = {
    patientId: ACCOUNT,
    patientName: 'Ada Lovelace',
    alert: 'Heart rate 150 bpm is in the emergency range.',
    doctorIds: [DOCTOR],
    at: '2030-01-01T10:00:00.000Z',
  };

  it('accepts an emergency', async () => {
    await expect(checkBody(HealthEmergencyEventDto, event)).resolves.toEqual(event);
  });

  it.each([
    ['a doctor id that is no uuid', { ...event, doctorIds: ['x'] }],
    ['doctor ids that are no list', { ...event, doctorIds: DOCTOR }],
    ['a name with a NUL', { ...event, patientName: 'A\u0000' }],
    ['no time', { ...event, at: undefined }],
  ])('refuses %s', async (_case, body) => {
    await expect(refusalErrorsOf(HealthEmergencyEventDto, body)).resolves.not.toHaveLength(0);
  });
});
