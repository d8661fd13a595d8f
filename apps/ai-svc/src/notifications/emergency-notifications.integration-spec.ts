import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { Logger } from '@nestjs/common';
import { DurableEventContext, eventTablesOf, openOutbox } from '@vitalsync/bus';
import {
  type Actor,
  AI_EVENTS,
  APPOINTMENT_SUBJECTS,
  DOCTORS_ONLY_MESSAGE,
  type EmergencyBeganEvent,
  type HealthEmergencyEvent,
} from '@vitalsync/contracts';
import { describeEachEngine } from '@vitalsync/db';
import { busRequestFake, newTestService, useTestDatabase } from '@vitalsync/testing';
import { eq } from 'drizzle-orm';

import { aiDatabaseSchema } from '../app/database-schema';
import { fakeClock } from '../testing/fake-clock';
import { EmergencyNotificationsController } from './emergency-notifications.controller';
import { EmergencyNotificationsRepository } from './emergency-notifications.repository';
import { emergencyNotifications } from './emergency-notifications.schema';
import { EmergencyNotificationsService } from './emergency-notifications.service';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
const outbox = eventTablesOf('ai').outbox;

const doctor = (): Actor => ({ id: randomUUID(), role: 'doctor' });

const began = (overrides: Partial<EmergencyBeganEvent> = {}): EmergencyBeganEvent => ({
  patientId: randomUUID(),
  patientName: 'Grace Hopper',
  alert: 'Your heart rate 150 bpm is in the emergency range: seek care now.',
  version: 2,
  at: '2030-03-01T08:00:00.000Z',
  ...overrides,
});

/** The context the durable consumer hands the handler: this event id, this delivery. */
const deliveryOf = (eventId: string, delivery = 1) =>
  new DurableEventContext([
    AI_EVENTS.emergencyBegan,
    { eventId, subject: AI_EVENTS.emergencyBegan, payload: {}, delivery },
  ]);

describeEachEngine('emergency notifications on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'ai', schema: aiDatabaseSchema, migrationsFolder });
  /** What appointment-svc answers for the consulting doctors of each patient; a patient absent here fails. */
  const consulting = new Map<string, string[]>();
  const request = busRequestFake(async (pattern: string, payload: { patientId: string }) => {
    expect(pattern).toBe(APPOINTMENT_SUBJECTS.consultingDoctors);
    const doctorIds = consulting.get(payload.patientId);
    // What BusClient rejects with when appointment-svc is away.
    if (!doctorIds) throw { code: 'unavailable', message: 'The appointment service is not answering.' };
    return { doctorIds };
  });
  const clock = fakeClock('2030-03-01T09:00:00.000Z');
  let service: EmergencyNotificationsService;
  let controller: EmergencyNotificationsController;

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    service = newTestService(EmergencyNotificationsService, [
      new EmergencyNotificationsRepository(db()),
      await openOutbox('ai', db()),
      { request },
      clock.clock,
    ]).sut;
    controller = new EmergencyNotificationsController(service);
  });

  afterEach(() => request.mockClear());
  afterAll(() => jest.restoreAllMocks());

  const rowsOf = (patientId: string) =>
    db().select().from(emergencyNotifications).where(eq(emergencyNotifications.patientId, patientId));

  /** The `health.emergency` events in ai-svc's outbox about the patient, as the gateways will get them. */
  const announcedFor = async (patientId: string): Promise<HealthEmergencyEvent[]> =>
    (await db().select().from(outbox).where(eq(outbox.subject, AI_EVENTS.emergency)))
      .map((row) => row.payload as HealthEmergencyEvent)
      .filter((payload) => payload.patientId === patientId);

  it('stores one unread notification per consulting doctor and announces exactly those doctors', async () => {
    const event = began();
    const doctors = [randomUUID(), randomUUID()];
    // appointment-svc may name a doctor twice (two appointments): one notification, one toast.
    consulting.set(event.patientId, [doctors[0] ?? '', ...doctors]);

    await controller.emergencyBegan(event, deliveryOf(randomUUID()));

    const rows = await rowsOf(event.patientId);
    expect(rows.map((row) => row.doctorId).sort()).toEqual([...doctors].sort());
    for (const row of rows)
      expect(row).toMatchObject({
        patientName: 'Grace Hopper',
        alert: event.alert,
        createdAt: new Date(event.at),
        readAt: null,
      });
    const announced = await announcedFor(event.patientId);
    expect(announced).toHaveLength(1);
    expect(announced[0]).toEqual({
      patientId: event.patientId,
      patientName: 'Grace Hopper',
      alert: event.alert,
      doctorIds: expect.arrayContaining(doctors),
      at: event.at,
    });
    expect(announced[0]?.doctorIds).toHaveLength(2);
  });

  it('stores and announces nothing again when the same event is delivered again', async () => {
    const event = began();
    const eventId = randomUUID();
    consulting.set(event.patientId, [randomUUID()]);

    await controller.emergencyBegan(event, deliveryOf(eventId));
    await controller.emergencyBegan(event, deliveryOf(eventId, 2));

    expect(await rowsOf(event.patientId)).toHaveLength(1);
    expect(await announcedFor(event.patientId)).toHaveLength(1);
  });

  it('tells only a doctor added since, when an event is delivered again after a new consultation', async () => {
    const event = began();
    const eventId = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    consulting.set(event.patientId, [first]);
    await controller.emergencyBegan(event, deliveryOf(eventId));
    consulting.set(event.patientId, [first, second]);

    await controller.emergencyBegan(event, deliveryOf(eventId, 2));

    expect((await rowsOf(event.patientId)).map((row) => row.doctorId).sort()).toEqual([first, second].sort());
    expect((await announcedFor(event.patientId)).map((announced) => announced.doctorIds)).toEqual([
      [first],
      [second],
    ]);
  });

  it('stores a new emergency of the same patient (another event) as a notification of its own', async () => {
    const patientId = randomUUID();
    consulting.set(patientId, [randomUUID()]);

    await controller.emergencyBegan(began({ patientId }), deliveryOf(randomUUID()));
    await controller.emergencyBegan(
      began({ patientId, version: 5, at: '2030-03-02T08:00:00.000Z' }),
      deliveryOf(randomUUID()),
    );

    expect(await rowsOf(patientId)).toHaveLength(2);
    expect(await announcedFor(patientId)).toHaveLength(2);
  });

  it('throws, storing nothing, when the consulting doctors cannot be read, so the event comes again', async () => {
    const event = began();

    await expect(controller.emergencyBegan(event, deliveryOf(randomUUID()))).rejects.toMatchObject({
      code: 'unavailable',
    });

    expect(request).toHaveBeenCalledTimes(1);
    expect(await rowsOf(event.patientId)).toEqual([]);
    expect(await announcedFor(event.patientId)).toEqual([]);
  });

  it('stores and announces nothing for a patient no doctor consulted', async () => {
    const event = began();
    consulting.set(event.patientId, []);

    await controller.emergencyBegan(event, deliveryOf(randomUUID()));

    expect(await rowsOf(event.patientId)).toEqual([]);
    expect(await announcedFor(event.patientId)).toEqual([]);
  });

  describe("a doctor's notifications", () => {
    const storeFor = async (doctorIds: string[], at: string, patientName = 'Grace Hopper') => {
      const event = began({ at, patientName });
      consulting.set(event.patientId, doctorIds);
      await controller.emergencyBegan(event, deliveryOf(randomUUID()));
      return event;
    };

    it('lists only their own, newest first, with the unread count, page by page', async () => {
      const me = doctor();
      const other = doctor();
      const oldest = await storeFor([me.id, other.id], '2030-04-01T08:00:00.000Z', 'Ada');
      const middle = await storeFor([me.id], '2030-04-02T08:00:00.000Z', 'Bruno');
      const newest = await storeFor([me.id], '2030-04-03T08:00:00.000Z', 'Clara');
      await storeFor([other.id], '2030-04-04T08:00:00.000Z', 'Dora');

      const all = await controller.list({ actor: me });
      expect(all.unread).toBe(3);
      expect(all.notifications).toEqual(
        [newest, middle, oldest].map((event) => ({
          _id: expect.any(String),
          patientId: event.patientId,
          patientName: event.patientName,
          alert: event.alert,
          at: event.at,
          read: false,
        })),
      );

      const first = await controller.list({ actor: me, limit: 2 });
      expect(first.notifications.map((shown) => shown.patientName)).toEqual(['Clara', 'Bruno']);
      const next = await controller.list({ actor: me, limit: 2, before: first.notifications[1]?._id });
      expect(next.notifications.map((shown) => shown.patientName)).toEqual(['Ada']);
      expect(next.unread).toBe(3);

      // Another doctor's notification is no cursor either: it gives nothing.
      const othersId = (await controller.list({ actor: other })).notifications[0]?._id;
      expect((await controller.list({ actor: me, before: othersId })).notifications).toEqual([]);
    });

    it('marks some or all read, their own only', async () => {
      const me = doctor();
      const other = doctor();
      await storeFor([me.id, other.id], '2030-05-01T08:00:00.000Z');
      await storeFor([me.id], '2030-05-02T08:00:00.000Z');
      await storeFor([me.id], '2030-05-03T08:00:00.000Z');
      const [newest] = (await controller.list({ actor: me })).notifications;
      const [othersOnly] = (await controller.list({ actor: other })).notifications;

      await expect(
        controller.read({ actor: me, ids: [newest?._id ?? '', othersOnly?._id ?? ''] }),
      ).resolves.toEqual({ unread: 2 });
      expect((await controller.list({ actor: me })).notifications.map((shown) => shown.read)).toEqual([
        true,
        false,
        false,
      ]);
      // The other doctor's was named, but it is not mine to mark.
      expect((await controller.list({ actor: other })).unread).toBe(1);

      await expect(controller.read({ actor: me })).resolves.toEqual({ unread: 0 });
      expect((await controller.list({ actor: me })).notifications.every((shown) => shown.read)).toBe(true);
      expect((await controller.list({ actor: other })).unread).toBe(1);
    });

    it('keeps the first read time when marked read again', async () => {
      const me = doctor();
      const event = await storeFor([me.id], '2030-06-01T08:00:00.000Z');
      clock.set('2030-06-01T09:00:00.000Z');
      await controller.read({ actor: me });
      clock.set('2030-06-01T10:00:00.000Z');
      await controller.read({ actor: me });

      const [row] = await rowsOf(event.patientId);
      expect(row?.readAt).toEqual(new Date('2030-06-01T09:00:00.000Z'));
    });

    it('refuses a patient with 403', async () => {
      const patient: Actor = { id: randomUUID(), role: 'user' };
      const refusal = { error: { code: 'forbidden', message: DOCTORS_ONLY_MESSAGE } };
      await expect(controller.list({ actor: patient })).rejects.toMatchObject(refusal);
      await expect(controller.read({ actor: patient })).rejects.toMatchObject(refusal);
    });
  });
});
