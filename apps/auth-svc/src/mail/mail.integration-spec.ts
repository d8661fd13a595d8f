import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { join } from 'node:path';

import { loadConfig } from '@vitalsync/config';
import { type AppointmentChangedEvent, type HealthEmergencyEvent } from '@vitalsync/contracts';
import { describeEachEngine } from '@vitalsync/db';
import { openOutbox } from '@vitalsync/bus';
import { startSmtpTestServer, type SmtpTestServer, useTestDatabase } from '@vitalsync/testing';
import { eq } from 'drizzle-orm';

import { AccountsRepository, type NewAccount } from '../accounts/accounts.repository';
import * as accountsSchema from '../accounts/accounts.schema';
import { AuthSvcConfig } from '../config/auth-svc.config';
import { DOCTOR_SECTIONS, PATIENT_ACCOUNT, profileEventOf } from '../testing/account-fixtures';
import { EMERGENCY_MAIL_TEXT } from './mail-composer';
import { MailEventsService } from './mail-events.service';
import { MailQueueRepository } from './mail-queue.repository';
import { MailSender } from './mail-sender';
import { MailSettingsRepository } from './mail-settings.repository';
import { SmtpMailTransport } from './mail-transport';
import * as mailSchema from './mail.schema';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
const schema = { ...accountsSchema, ...mailSchema };
const HOUR = 3_600_000;
const RETRY_BASE_MS = 60_000;

const patientAccount = (): NewAccount => ({
  role: 'user',
  email: `mail-patient-${randomUUID()}@example.com`,
  passwordHash: 'hash',
  username: null,
  profilePicture: null,
  licenseProof: null,
  personalInfo: { ...PATIENT_ACCOUNT.personalInfo, fullName: 'Sam Patient' },
  // Health data that must never reach an e-mail, with values easy to look for.
  healthInfo: PATIENT_ACCOUNT.healthInfo && {
    ...PATIENT_ACCOUNT.healthInfo,
    heartRate: 187,
    knownAllergies: 'Peanut-allergy-xyz',
  },
  emergencyContact: PATIENT_ACCOUNT.emergencyContact,
  professionalInfo: null,
  availability: null,
  doctorOptional: null,
});

const doctorAccount = (timeZone: string | null): NewAccount => ({
  ...DOCTOR_SECTIONS,
  email: `mail-doctor-${randomUUID()}@example.com`,
  passwordHash: 'hash',
  username: null,
  profilePicture: null,
  personalInfo: { ...DOCTOR_SECTIONS.personalInfo, fullName: 'Maria Okafor' },
  availability: {
    availabilitySchedule: 'Mon',
    weeklyHours: timeZone ? { timeZone, hours: [{ day: 1, from: '09:00', to: '17:00' }] } : null,
  },
});

describeEachEngine('e-mails from the durable events on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'auth', schema, migrationsFolder });
  let smtp: SmtpTestServer;
  let transport: SmtpMailTransport;
  let accounts: AccountsRepository;
  let settings: MailSettingsRepository;
  let now: Date;
  const clock = () => now;
  let sender: MailSender;
  let events: MailEventsService;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    transport = new SmtpMailTransport(smtp.url);
    accounts = new AccountsRepository(db(), await openOutbox('auth', db()));
    settings = new MailSettingsRepository(db());
    const config = loadConfig(AuthSvcConfig, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'VitalSync <no-reply@vitalsync.test>',
      MAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
    });
    const queue = new MailQueueRepository(db());
    sender = new MailSender(queue, settings, transport, clock, config);
    events = new MailEventsService(queue, sender, clock);
  });

  afterAll(async () => {
    transport.close();
    await smtp.down();
  });

  beforeEach(async () => {
    now = new Date('2026-11-27T08:00:00.000Z');
    await smtp.up();
    smtp.clear();
    // Rows of earlier tests were sent or put aside: none is left for this one to send.
    await db().delete(mailSchema.mailQueue);
  });

  const people = async (doctorZone: string | null = 'Europe/Paris') => {
    const patient = await accounts.create(patientAccount(), profileEventOf);
    const doctor = await accounts.create(doctorAccount(doctorZone), profileEventOf);
    const emailOf = async (id: string): Promise<string> => {
      const [row] = await db()
        .select({ email: accountsSchema.accounts.email })
        .from(accountsSchema.accounts)
        .where(eq(accountsSchema.accounts.id, id));
      if (!row) throw new Error(`no account ${id}`);
      return row.email;
    };
    return {
      patient: { id: patient.id, email: await emailOf(patient.id) },
      doctor: { id: doctor.id, email: await emailOf(doctor.id) },
    };
  };

  const appointmentEvent = (
    patientId: string,
    doctorId: string,
    // Monday 30 November 2026, 09:00 UTC: 10:00 in Paris.
    dateTime = '2026-11-30T09:00:00.000Z',
  ): AppointmentChangedEvent => ({
    appointmentId: randomUUID(),
    doctorId,
    patientId,
    doctorName: 'Maria Okafor',
    patientName: 'Sam Patient',
    dateTime,
    type: 'video-call',
    status: 'scheduled',
    by: 'user',
    at: now.toISOString(),
  });

  const mailTo = (address: string) => smtp.mails.find((mail) => mail.to.includes(address));

  it('tells both participants of a booking, each in their own time zone, with names and time only', async () => {
    const { patient, doctor } = await people();

    await events.booked(appointmentEvent(patient.id, doctor.id), randomUUID());
    await expect(sender.sendDue()).resolves.toBe(2);

    await smtp.waitForMails(2);
    expect(mailTo(patient.email)).toMatchObject({
      from: 'no-reply@vitalsync.test',
      subject: 'Appointment booked with Dr Maria Okafor',
      text: expect.stringContaining('booked for Monday 30 November 2026 at 09:00 UTC.'),
    });
    expect(mailTo(doctor.email)).toMatchObject({
      subject: 'Appointment booked with Sam Patient',
      text: expect.stringContaining('booked for Monday 30 November 2026 at 10:00 (Europe/Paris time).'),
    });
    for (const mail of smtp.mails) {
      expect(mail.raw).not.toMatch(/\b187\b/);
      expect(mail.raw).not.toContain('Peanut-allergy-xyz');
    }
  });

  it('sends once when the same event is delivered twice', async () => {
    const { patient, doctor } = await people();
    const event = appointmentEvent(patient.id, doctor.id);
    const eventId = randomUUID();

    await events.booked(event, eventId);
    await events.booked(event, eventId);
    await sender.sendDue();
    await events.booked(event, eventId);

    await expect(sender.sendDue()).resolves.toBe(0);
    expect(smtp.mails.map((mail) => mail.to)).toEqual(
      expect.arrayContaining([[patient.email], [doctor.email]]),
    );
    expect(smtp.mails).toHaveLength(2);
  });

  it('keeps e-mails while the SMTP server is down and delivers each once when it is back', async () => {
    const { patient, doctor } = await people();
    await smtp.down();

    await events.booked(appointmentEvent(patient.id, doctor.id), randomUUID());
    await expect(sender.sendDue()).resolves.toBe(0);
    const [failed] = await db()
      .select()
      .from(mailSchema.mailQueue)
      .where(eq(mailSchema.mailQueue.kind, 'booked'));
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.any(String) });
    expect(failed?.nextAttemptAt).toEqual(new Date(now.getTime() + RETRY_BASE_MS));
    // Not due again before the backoff has passed.
    await expect(sender.sendDue()).resolves.toBe(0);

    await smtp.up();
    now = new Date(now.getTime() + RETRY_BASE_MS);
    await expect(sender.sendDue()).resolves.toBe(2);
    await expect(sender.sendDue()).resolves.toBe(0);

    expect(smtp.mails.map((mail) => mail.to[0]).sort()).toEqual([patient.email, doctor.email].sort());
  });

  it('reminds both 24 hours before the start, on the injected clock', async () => {
    const { patient, doctor } = await people();
    const start = new Date(now.getTime() + 72 * HOUR);
    await events.booked(appointmentEvent(patient.id, doctor.id, start.toISOString()), randomUUID());
    await sender.sendDue();
    smtp.clear();

    now = new Date(start.getTime() - 24 * HOUR - 1);
    await expect(sender.sendDue()).resolves.toBe(0);
    now = new Date(start.getTime() - 24 * HOUR);
    await expect(sender.sendDue()).resolves.toBe(2);

    expect(mailTo(doctor.email)?.subject).toBe('Reminder: appointment with Sam Patient tomorrow');
    expect(mailTo(patient.email)?.subject).toBe('Reminder: appointment with Dr Maria Okafor tomorrow');
  });

  it('tells both of a cancellation and drops its reminder, whichever event is handled first', async () => {
    const { patient, doctor } = await people();
    const start = new Date(now.getTime() + 72 * HOUR);
    const booked = appointmentEvent(patient.id, doctor.id, start.toISOString());
    const cancelled = { ...booked, status: 'cancelled' as const, by: 'doctor' as const };
    await events.booked(booked, randomUUID());
    await events.cancelled(cancelled, randomUUID());
    // Another appointment whose cancellation is handled before its booking.
    const other = appointmentEvent(patient.id, doctor.id, new Date(start.getTime() + HOUR).toISOString());
    await events.cancelled({ ...other, status: 'cancelled' }, randomUUID());
    await events.booked(other, randomUUID());
    await sender.sendDue();
    expect(smtp.mails.map((mail) => mail.subject.split(' with ')[0]).sort()).toEqual([
      // The first booking's notices, then both cancellations' (the second booking came too late for any).
      'Appointment booked',
      'Appointment booked',
      'Appointment cancelled',
      'Appointment cancelled',
      'Appointment cancelled',
      'Appointment cancelled',
    ]);

    smtp.clear();
    now = new Date(start.getTime() - 23 * HOUR);
    await expect(sender.sendDue()).resolves.toBe(0);
    expect(smtp.mails).toEqual([]);
  });

  it('sends nothing a person switched off, and the emergency sentence to doctors without the patient', async () => {
    const { patient, doctor } = await people(null);
    await settings.save(patient.id, { booked: false }, now);
    const emergency: HealthEmergencyEvent = {
      patientId: patient.id,
      patientName: 'Sam Patient',
      alert: 'Heart rate 187 bpm is in the emergency range',
      doctorIds: [doctor.id],
      at: now.toISOString(),
    };

    await events.booked(appointmentEvent(patient.id, doctor.id), randomUUID());
    await events.emergency(emergency, randomUUID());
    await expect(sender.sendDue()).resolves.toBe(2);

    expect(smtp.mails.every((mail) => mail.to[0] === doctor.email)).toBe(true);
    const alert = smtp.mails.find((mail) => mail.text.includes(EMERGENCY_MAIL_TEXT));
    expect(alert?.subject).toBe('A patient of yours has a new health alert');
    expect(alert?.raw).not.toContain('Sam Patient');
    expect(alert?.raw).not.toMatch(/\b187\b/);
    // A doctor without weekly hours reads UTC, said so.
    expect(smtp.mails.find((mail) => mail.subject.startsWith('Appointment booked'))?.text).toContain(
      'at 09:00 UTC',
    );
  });

  it('queues nothing without SMTP_URL', async () => {
    const { patient, doctor } = await people();
    const queue = new MailQueueRepository(db());
    const off = new MailSender(queue, settings, null, clock, loadConfig(AuthSvcConfig, {}));
    const offEvents = new MailEventsService(queue, off, clock);

    await offEvents.booked(appointmentEvent(patient.id, doctor.id), randomUUID());
    await offEvents.emergency(
      { patientId: patient.id, patientName: 'x', alert: 'x', doctorIds: [doctor.id], at: now.toISOString() },
      randomUUID(),
    );

    await expect(off.sendDue()).resolves.toBe(0);
    expect(await db().select().from(mailSchema.mailQueue)).toEqual([]);
  });

  it('stops at shutdown without waiting for a mail server that hangs, the e-mail kept for later', async () => {
    const { patient, doctor } = await people();
    // Accepts connections and never greets: a mail server that hangs.
    const sockets: Socket[] = [];
    const hanging = createServer((socket) => sockets.push(socket));
    hanging.listen(0, '127.0.0.1');
    await once(hanging, 'listening');
    const connected = once(hanging, 'connection');
    const url = `smtp://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    const queue = new MailQueueRepository(db());
    const config = loadConfig(AuthSvcConfig, { SMTP_URL: url, MAIL_FROM: 'no-reply@vitalsync.test' });
    const stuck = new MailSender(queue, settings, new SmtpMailTransport(url), clock, config);
    const stuckEvents = new MailEventsService(queue, stuck, clock);
    try {
      stuck.onApplicationBootstrap();
      await stuckEvents.booked(appointmentEvent(patient.id, doctor.id), randomUUID());
      await connected;

      await stuck.beforeApplicationShutdown();

      const rows = await db()
        .select()
        .from(mailSchema.mailQueue)
        .where(eq(mailSchema.mailQueue.kind, 'booked'));
      // Shutdown gave the send up rather than waiting for it to time out: no attempt was counted as failed.
      expect(rows.map(({ state, attempts, lastError }) => ({ state, attempts, lastError }))).toEqual([
        { state: 'pending', attempts: 0, lastError: null },
        { state: 'pending', attempts: 0, lastError: null },
      ]);
      expect(smtp.mails).toEqual([]);
    } finally {
      for (const socket of sockets) socket.destroy();
      hanging.close();
    }
  });
});
