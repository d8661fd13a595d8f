import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  type BookAppointmentResponse,
  type ChatHistoryResponse,
  type Profile,
  type Role,
} from '@vitalsync/contracts';

import { callApi } from './api';
import { type Account, newAccount, signedInPage } from './accounts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A doctor and a patient who share an appointment, so they may chat; their signed-in browser states. */
export interface ChatScenario {
  doctor: Account;
  patient: Account;
  doctorId: string;
  patientId: string;
  chatId: string;
  doctorState: StorageState;
  patientState: StorageState;
}

/** A doctor and a patient who may chat, as their signed-in browser states. */
export type ChatPair = Pick<ChatScenario, 'doctorState' | 'patientState'>;

/** Letters only, so the name passes the name rules and tells this run's people from every other one. */
const uniqueSurname = (): string =>
  Array.from(Date.now().toString(26) + Math.random().toString(26).slice(2, 6), (digit, index) =>
    String.fromCharCode((index === 0 ? 65 : 97) + parseInt(digit, 26)),
  ).join('');

const ownId = async (page: Page): Promise<string> =>
  (await callApi<{ profile: Profile }>(page, 'GET', '/dashboard/profile')).profile._id;

/** The pair's chat (created on first use) as one of them reads it. */
export const chatIdOf = async (
  page: Page,
  pair: Pick<ChatScenario, 'doctorId' | 'patientId'>,
): Promise<string> => {
  const query = new URLSearchParams({ doctor: pair.doctorId, user: pair.patientId }).toString();
  return (await callApi<ChatHistoryResponse>(page, 'GET', `/dashboard/chats/?${query}`)).chats._id;
};

/**
 * A doctor and a patient made through the real API (the sign-up form has tests of its own): both sign up, the
 * patient books a chat appointment with the doctor (two days ahead, so it is upcoming whatever the clock), and the
 * chat exists.
 */
export const makeChatScenario = async (browser: Browser): Promise<ChatScenario> => {
  const surname = uniqueSurname();
  const doctor = { ...newAccount('doctor'), fullName: `Miranda ${surname}` };
  const patient = { ...newAccount('user'), fullName: `Ada ${surname}` };
  const doctorPage = await signedInPage(browser, doctor);
  const patientPage = await signedInPage(browser, patient);
  const doctorId = await ownId(doctorPage);
  const patientId = await ownId(patientPage);

  const dateTime = new Date(Date.now() + 2 * 24 * 3_600_000);
  dateTime.setUTCMinutes(0, 0, 0);
  await callApi<BookAppointmentResponse>(patientPage, 'POST', '/dashboard/appointments/book', {
    doctorId,
    dateTime: dateTime.toISOString(),
    type: 'chat',
    reason: 'Questions about my new prescription',
  });
  const chatId = await chatIdOf(patientPage, { doctorId, patientId });

  const scenario: ChatScenario = {
    doctor,
    patient,
    doctorId,
    patientId,
    chatId,
    doctorState: await doctorPage.context().storageState(),
    patientState: await patientPage.context().storageState(),
  };
  await Promise.all([doctorPage, patientPage].map((page) => page.context().close()));
  return scenario;
};

/** A page of its own for one of the pair, signed in, at the app's origin (so `callApi` can run in it). */
export const openAs = async (
  browser: Browser,
  storageState: StorageState,
  options: { viewport?: { width: number; height: number }; bypassCSP?: boolean } = {},
): Promise<Page> => {
  const page = await (await browser.newContext({ storageState, ...options })).newPage();
  await page.goto('/');
  return page;
};

/** A consultation's worth of messages, written through the POST as each side would, in this order. */
export const CONVERSATION: readonly { from: Role; text: string }[] = [
  { from: 'user', text: 'Good morning, doctor. The new tablets make me a little dizzy after breakfast.' },
  { from: 'doctor', text: 'Good morning! Do you take them before or after eating?' },
  { from: 'user', text: 'Before, with a glass of water.' },
  {
    from: 'doctor',
    text: 'Take them right after breakfast from tomorrow on.\nIf the dizziness lasts more than three days, message me here.',
  },
  { from: 'user', text: 'Will do, thank you!' },
];

/** Writes `lines` into the pair's chat, each from its side, and returns the chat's id. */
export const seedConversation = async (
  browser: Browser,
  pair: ChatPair,
  lines: readonly { from: Role; text: string }[] = CONVERSATION,
): Promise<string> => {
  const doctor = await openAs(browser, pair.doctorState);
  const patient = await openAs(browser, pair.patientState);
  const chatId = await chatIdOf(doctor, { doctorId: await ownId(doctor), patientId: await ownId(patient) });
  for (const { from, text } of lines) {
    await callApi(from === 'doctor' ? doctor : patient, 'POST', '/dashboard/chats/', {
      chatId,
      message: text,
    });
  }
  await Promise.all([doctor, patient].map((page) => page.context().close()));
  return chatId;
};
