// `npm run bench`, eighth part: e-mails (issue 21). The mail queue's hot path, in process against PostgreSQL
// (DATABASE_URL) and a real SMTP server (smtp-server) on loopback: BENCH_MAIL_BOOKINGS appointment.booked events
// are queued (two e-mails each, plus two reminders) and sent by MailSender, until every e-mail has arrived. The
// baseline of each round is nodemailer alone sending the same number of e-mails to the same server: what the queue
// costs on top of SMTP itself (claiming, the addressee read, marking sent). Rounds alternate; the median ratio's
// round is reported.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { openOutbox } from '@vitalsync/bus';
import { loadConfig } from '@vitalsync/config';
import { type AppointmentChangedEvent } from '@vitalsync/contracts';
import { openTestDatabase } from '@vitalsync/db';
import { startSmtpTestServer } from '@vitalsync/testing';

import { AccountsRepository, type NewAccount } from '../../apps/auth-svc/src/accounts/accounts.repository';
import * as accountsSchema from '../../apps/auth-svc/src/accounts/accounts.schema';
import { AuthSvcConfig } from '../../apps/auth-svc/src/config/auth-svc.config';
import { MailEventsService } from '../../apps/auth-svc/src/mail/mail-events.service';
import { MailQueueRepository } from '../../apps/auth-svc/src/mail/mail-queue.repository';
import { MailSender } from '../../apps/auth-svc/src/mail/mail-sender';
import { MailSettingsRepository } from '../../apps/auth-svc/src/mail/mail-settings.repository';
import { SmtpMailTransport } from '../../apps/auth-svc/src/mail/mail-transport';
import * as mailSchema from '../../apps/auth-svc/src/mail/mail.schema';
import { medianRatioRound, ROUNDS } from './bench-kit';

const BOOKINGS = Number(process.env['BENCH_MAIL_BOOKINGS'] ?? 200);
const FROM = 'VitalSync <no-reply@vitalsync.bench>';

const account = (role: 'user' | 'doctor'): NewAccount => ({
  role,
  email: `mail-bench-${randomUUID()}@example.com`,
  passwordHash: 'hash',
  username: null,
  profilePicture: null,
  licenseProof: role === 'doctor' ? 'licence.pdf' : null,
  personalInfo: { fullName: `Bench ${role}`, phoneNumber: '0123456', dateOfBirth: '1980-01-01', gender: '' },
  healthInfo:
    role === 'user'
      ? {
          height: 170,
          weight: 70,
          heartRate: 72,
          bloodGroup: 'O+',
          knownAllergies: '',
          existingMedicalConditions: '',
          medicalHistory: [],
          weightHistory: [],
          heartRateHistory: [],
          heartRateLogs: [],
        }
      : null,
  emergencyContact:
    role === 'user'
      ? {
          emergencyContactName: 'Bench',
          emergencyContactRelationship: 'Friend',
          emergencyContactPhone: '0123456',
        }
      : null,
  professionalInfo:
    role === 'doctor'
      ? {
          medicalRegistrationNumber: 'B-1',
          speciality: 'Cardiology',
          yearsOfExperience: 5,
          associatedHospital: '',
          qualifications: 'MBBS',
        }
      : null,
  availability:
    role === 'doctor'
      ? {
          availabilitySchedule: '',
          weeklyHours: { timeZone: 'Europe/Paris', hours: [{ day: 1, from: '08:00', to: '12:00' }] },
        }
      : null,
  doctorOptional: role === 'doctor' ? { biography: '' } : null,
});

const main = async (): Promise<void> => {
  const opened = await openTestDatabase('postgres', {
    service: 'auth',
    schema: { ...accountsSchema, ...mailSchema },
    migrationsFolder: join(__dirname, '../../apps/auth-svc/drizzle'),
  });
  const smtp = await startSmtpTestServer();
  const transport = new SmtpMailTransport(smtp.url);
  try {
    const db = opened.db;
    const accounts = new AccountsRepository(db, await openOutbox('auth', db));
    const card = (row: { id: string; profileVersion: number }) => ({
      accountId: row.id,
      role: 'user' as const,
      card: { fullName: 'Bench', profilePicture: null },
      version: row.profileVersion,
      at: new Date(0).toISOString(),
    });
    const patient = await accounts.create(account('user'), card);
    const doctor = await accounts.create(account('doctor'), card);
    const now = new Date();
    const config = loadConfig(AuthSvcConfig, { SMTP_URL: smtp.url, MAIL_FROM: FROM });
    const queue = new MailQueueRepository(db);
    const sender = new MailSender(queue, new MailSettingsRepository(db), transport, () => now, config);
    const events = new MailEventsService(queue, sender, () => now);
    const start = new Date(now.getTime() + 7 * 86_400_000).toISOString();
    const mails = 2 * BOOKINGS;

    const throughQueue = async (): Promise<number> => {
      smtp.clear();
      const from = performance.now();
      for (let index = 0; index < BOOKINGS; index += 1) {
        const event: AppointmentChangedEvent = {
          appointmentId: randomUUID(),
          doctorId: doctor.id,
          patientId: patient.id,
          doctorName: 'Bench doctor',
          patientName: 'Bench user',
          dateTime: start,
          type: 'video-call',
          status: 'scheduled',
          by: 'user',
          at: now.toISOString(),
        };
        await events.booked(event, randomUUID());
      }
      const sent = await sender.sendDue();
      await smtp.waitForMails(mails);
      if (sent !== mails) throw new Error(`sent ${sent} of ${mails}`);
      return mails / ((performance.now() - from) / 1000);
    };

    const nodemailerAlone = async (): Promise<number> => {
      smtp.clear();
      const from = performance.now();
      // Two at a time, as MailSender sends over the pool's two connections.
      let left = mails;
      const worker = async () => {
        while (left > 0) {
          left -= 1;
          await transport.send({
            from: FROM,
            to: 'bench@example.com',
            subject: 'Bench',
            text: 'Bench e-mail.',
          });
        }
      };
      await Promise.all([worker(), worker()]);
      await smtp.waitForMails(mails);
      return mails / ((performance.now() - from) / 1000);
    };

    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const baseline = await nodemailerAlone();
      const target = await throughQueue();
      rounds.push({ target, baseline, ratio: target / baseline });
    }
    const chosen = medianRatioRound(rounds);
    console.log(
      `Mail queue: ${BOOKINGS} bookings → ${mails} e-mails (and ${mails} reminders queued), median of ${ROUNDS} round(s).`,
    );
    console.log('| what | e-mails/s |');
    console.log('|---|---:|');
    console.log(`| baseline: nodemailer alone to smtp-server | ${Math.round(chosen.baseline)} |`);
    console.log(`| queued from appointment.booked, sent by MailSender | ${Math.round(chosen.target)} |`);
    console.log(`| ratio | ${chosen.ratio.toFixed(2)} |`);
  } finally {
    transport.close();
    await smtp.down();
    await opened.close();
  }
};

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
