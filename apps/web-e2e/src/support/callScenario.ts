import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { type AppointmentResponse, type BookAppointmentResponse, type Profile } from '@vitalsync/contracts';

import { apiRequest, callApi } from './api';
import { type Account, newAccount, signUpAndLogInThroughApi } from './accounts';
import { freePort } from './freePort';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A doctor, their patient with a video call now, and another patient with a call of their own later on. */
export interface CallScenario {
  baseURL: string;
  doctor: Account;
  patient: Account;
  otherPatient: Account;
  appointmentId: string;
  otherAppointmentId: string;
  doctorState: StorageState;
  patientState: StorageState;
  otherPatientState: StorageState;
}

/** Letters only, so the name passes the name rules and tells this run's people from every other one. */
const uniqueSurname = (): string =>
  Array.from(Date.now().toString(26) + Math.random().toString(26).slice(2, 6), (digit, index) =>
    String.fromCharCode((index === 0 ? 65 : 97) + parseInt(digit, 26)),
  ).join('');

const signedIn = async (browser: Browser, baseURL: string, account: Account): Promise<BrowserContext> => {
  const context = await browser.newContext({ baseURL });
  await signUpAndLogInThroughApi(context, baseURL, account);
  return context;
};

const bookVideoCall = async (
  context: BrowserContext,
  baseURL: string,
  doctorId: string,
  startsInMs: number,
): Promise<string> => {
  const { appointment } = await apiRequest<BookAppointmentResponse>(
    context,
    baseURL,
    'POST',
    '/dashboard/appointments/book',
    {
      json: {
        doctorId,
        dateTime: new Date(Date.now() + startsInMs).toISOString(),
        type: 'video-call',
        reason: 'Follow-up on my blood pressure',
      },
    },
  );
  return appointment._id;
};

/**
 * Made through the real API of the system at `baseURL` (the sign-up and booking forms have tests of their own): three
 * accounts; the patient books a video call starting now (a minute ahead: bookings must be in the future) and the
 * other patient one an hour later.
 */
export const makeCallScenario = async (browser: Browser, baseURL: string): Promise<CallScenario> => {
  const surname = uniqueSurname();
  const doctor = { ...newAccount('doctor'), fullName: `Miranda ${surname}` };
  const patient = { ...newAccount('user'), fullName: `Ada ${surname}` };
  const otherPatient = { ...newAccount('user'), fullName: `Grace ${surname}` };
  const [doctorContext, patientContext, otherContext] = await Promise.all(
    [doctor, patient, otherPatient].map((account) => signedIn(browser, baseURL, account)),
  );
  const { profile } = await apiRequest<{ profile: Profile }>(
    doctorContext,
    baseURL,
    'GET',
    '/dashboard/profile',
  );

  const scenario: CallScenario = {
    baseURL,
    doctor,
    patient,
    otherPatient,
    appointmentId: await bookVideoCall(patientContext, baseURL, profile._id, 60_000),
    otherAppointmentId: await bookVideoCall(otherContext, baseURL, profile._id, 3_600_000),
    doctorState: await doctorContext.storageState(),
    patientState: await patientContext.storageState(),
    otherPatientState: await otherContext.storageState(),
  };
  await Promise.all([doctorContext, patientContext, otherContext].map((context) => context.close()));
  return scenario;
};

/** Keeps every RTCPeerConnection the page makes, so the test can read its stats (the app exposes none). */
const recordPeerConnections = () => {
  const Native = window.RTCPeerConnection;
  const peers: RTCPeerConnection[] = [];
  Object.assign(window, { __vitalsyncPeers: peers });
  window.RTCPeerConnection = class RecordedPeerConnection extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      peers.push(this);
    }
  };
};

export interface CallPageOptions {
  viewport?: { width: number; height: number };
  /** Painted in this colour scheme from the first load (the theme toggle's storage). */
  theme?: 'light' | 'dark';
  /** For axe, injected as a script tag, which the app's Content-Security-Policy rightly forbids otherwise. */
  bypassCSP?: boolean;
}

/** One participant's call page for `appointmentId`, in a context of its own (its own fake camera). */
export const openCallPage = async (
  browser: Browser,
  scenario: Pick<CallScenario, 'baseURL'>,
  storageState: StorageState,
  appointmentId: string,
  { viewport, theme, bypassCSP }: CallPageOptions = {},
): Promise<Page> => {
  const context = await browser.newContext({
    baseURL: scenario.baseURL,
    storageState,
    bypassCSP,
    ...(viewport ? { viewport } : {}),
  });
  await context.addInitScript(recordPeerConnections);
  if (theme) {
    await context.addInitScript((scheme) => localStorage.setItem('vitalsync-color-scheme', scheme), theme);
  }
  const page = await context.newPage();
  await page.goto(`/user/video-call/${appointmentId}`);
  await expect(page.getByRole('heading', { name: 'Video call' })).toBeVisible();
  return page;
};

export const remoteVideo = (page: Page, peer: string) => page.getByLabel(`Video of ${peer}`, { exact: true });

/** The video element shows frames: a width, and a playing time that moves on. */
export const expectVideoPlaying = async (page: Page, peer: string): Promise<void> => {
  const video = remoteVideo(page, peer);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth))
    .toBeGreaterThan(0);
  const first = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(first);
};

/** The candidate pair the page's peer connection uses, read from getStats: 'relay' when it goes through TURN. */
export const selectedCandidateTypes = (page: Page) =>
  page.evaluate(async () => {
    const connections =
      (window as unknown as { __vitalsyncPeers?: RTCPeerConnection[] }).__vitalsyncPeers ?? [];
    const peer = connections.at(-1);
    if (!peer) return undefined;
    const reports = new Map<string, Record<string, unknown>>();
    (await peer.getStats()).forEach((report: Record<string, unknown> & { id: string }) => {
      reports.set(report.id, report);
    });
    const transport = [...reports.values()].find(({ type }) => type === 'transport');
    const pair = reports.get(String(transport?.selectedCandidatePairId));
    if (!pair) return undefined;
    const typeOf = (id: unknown) => reports.get(String(id))?.candidateType;
    return { local: typeOf(pair.localCandidateId), remote: typeOf(pair.remoteCandidateId) };
  });

/** The appointment as the doctor's API reads it. */
export const appointmentStatus = async (page: Page, id: string) =>
  (
    await callApi<AppointmentResponse>(
      page,
      'GET',
      `/dashboard/appointments/appointment?id=${encodeURIComponent(id)}`,
    )
  ).appointment.status;

export interface ExtraSystem {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * A second embedded system (the built `dist/apps/standalone`, as the config's web server) with its own data and
 * `env` on top: the relay test's system configured with coturn and ICE_TRANSPORT_POLICY=relay.
 */
export const startEmbeddedSystem = async (env: Record<string, string>): Promise<ExtraSystem> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitalsync-web-e2e-relay-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/apps/standalone/main.js'], {
    cwd: join(__dirname, '../../../..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await gone;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the relay system exited: ${errors.slice(-2_000)}`);
          return fetch(`${baseURL}/api/health`).then(
            (response) => response.ok,
            () => false,
          );
        },
        { timeout: 120_000, intervals: [250] },
      )
      .toBe(true);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
};
