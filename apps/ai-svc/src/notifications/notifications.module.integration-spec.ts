import { randomUUID } from 'node:crypto';

import { Logger } from '@nestjs/common';
import { InProcessEventHub } from '@vitalsync/bus';
import { loadConfig } from '@vitalsync/config';
import {
  type Actor,
  AI_EVENTS,
  AI_SUBJECTS,
  DOCTORS_ONLY_MESSAGE,
  type EmergencyBeganEvent,
} from '@vitalsync/contracts';
import { createTestDatabaseLocation, describeEachEngine, type TestDatabaseLocation } from '@vitalsync/db';
import { type ServiceHarness, startServiceHarness } from '@vitalsync/testing';

import { AiSvcModule } from '../app/ai-svc.module';
import { AiSvcConfig } from '../config/ai-svc.config';
import { FakeNeighbours, withFakeNeighbours } from '../testing/fake-neighbours';

const INVALID = { code: 'request.invalid', message: 'The request is not valid.' };

const began = (patientId: string): EmergencyBeganEvent => ({
  patientId,
  patientName: 'Grace Hopper',
  alert: 'Your heart rate 150 bpm is in the emergency range: seek care now.',
  version: 1,
  at: new Date().toISOString(),
});

/** ai-svc on the in-process bus with its durable consumers, next to a fake appointment-svc. */
describeEachEngine('emergency notifications of ai-svc on the in-process bus with %s', (engine) => {
  const neighbours = new FakeNeighbours();
  let location: TestDatabaseLocation | undefined;
  let harness: ServiceHarness | undefined;

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    location = await createTestDatabaseLocation(engine);
    harness = await startServiceHarness({
      service: 'ai',
      module: withFakeNeighbours(AiSvcModule, neighbours),
      config: loadConfig(AiSvcConfig, {
        DATA_DIR: location.dataDir ?? '',
        ...(location.url ? { AI_DATABASE_URL: location.url } : {}),
      }),
      events: [AI_EVENTS.emergency],
    });
  });

  afterAll(async () => {
    await harness?.close();
    await location?.dispose();
    jest.restoreAllMocks();
  });

  const sut = (): ServiceHarness => {
    if (!harness) throw new Error('The service is not started');
    return harness;
  };

  const toastsFor = (patientId: string) =>
    sut().inbox.events.filter(
      (event) =>
        event.subject === AI_EVENTS.emergency &&
        (event.payload as { patientId: string }).patientId === patientId,
    );

  it('stores an emergency for each consulting doctor, toasts them once, and lists it to each of them', async () => {
    const patientId = randomUUID();
    const doctors: Actor[] = [
      { id: randomUUID(), role: 'doctor' },
      { id: randomUUID(), role: 'doctor' },
    ];
    neighbours.consultedBy(
      patientId,
      doctors.map(({ id }) => id),
    );
    const event = began(patientId);
    const from = sut().inbox.events.length;

    await sut().deliver(AI_EVENTS.emergencyBegan, event);

    await expect(
      sut().inbox.next(AI_EVENTS.emergency, (toast) => toast.patientId === patientId, from),
    ).resolves.toEqual({
      patientId,
      patientName: 'Grace Hopper',
      alert: event.alert,
      doctorIds: doctors.map(({ id }) => id),
      at: event.at,
    });
    for (const actor of doctors)
      await expect(sut().bus.request(AI_SUBJECTS.listEmergencyNotifications, { actor })).resolves.toEqual({
        notifications: [
          {
            _id: expect.any(String),
            patientId,
            patientName: 'Grace Hopper',
            alert: event.alert,
            at: event.at,
            read: false,
          },
        ],
        unread: 1,
      });

    const [reader] = doctors;
    if (!reader) throw new Error('no doctor');
    await expect(
      sut().bus.request(AI_SUBJECTS.readEmergencyNotifications, { actor: reader }),
    ).resolves.toEqual({ unread: 0 });
    await expect(
      sut().bus.request(AI_SUBJECTS.listEmergencyNotifications, { actor: doctors[1] ?? reader }),
    ).resolves.toMatchObject({ unread: 1 });
  });

  it('stores and toasts nothing more when the consumer gets the same event again', async () => {
    const patientId = randomUUID();
    const actor: Actor = { id: randomUUID(), role: 'doctor' };
    neighbours.consultedBy(patientId, [actor.id]);
    const delivered = { eventId: randomUUID(), subject: AI_EVENTS.emergencyBegan, payload: began(patientId) };

    await InProcessEventHub.shared().deliver(delivered);
    await sut().inbox.next(AI_EVENTS.emergency, (toast) => toast.patientId === patientId);
    await InProcessEventHub.shared().deliver(delivered);
    // A later emergency of another patient is toasted after anything the redelivery could have caused.
    const later = randomUUID();
    neighbours.consultedBy(later, [actor.id]);
    await sut().deliver(AI_EVENTS.emergencyBegan, began(later));
    await sut().inbox.next(AI_EVENTS.emergency, (toast) => toast.patientId === later);

    expect(toastsFor(patientId)).toHaveLength(1);
    const { notifications, unread } = await sut().bus.request(AI_SUBJECTS.listEmergencyNotifications, {
      actor,
    });
    expect(notifications.map((notification) => notification.patientId)).toEqual([later, patientId]);
    expect(unread).toBe(2);
  });

  it('refuses a patient with 403 and a malformed request with 400', async () => {
    const patient: Actor = { id: randomUUID(), role: 'user' };
    const doctor: Actor = { id: randomUUID(), role: 'doctor' };
    const refusal = { code: 'forbidden', message: DOCTORS_ONLY_MESSAGE };
    await expect(sut().refusal(AI_SUBJECTS.listEmergencyNotifications, { actor: patient })).resolves.toEqual(
      refusal,
    );
    await expect(sut().refusal(AI_SUBJECTS.readEmergencyNotifications, { actor: patient })).resolves.toEqual(
      refusal,
    );
    for (const payload of [
      { actor: doctor, limit: 0 },
      { actor: doctor, limit: 101 },
      { actor: doctor, before: 'yesterday' },
      { actor: doctor, extra: true },
      {},
    ])
      await expect(sut().refusal(AI_SUBJECTS.listEmergencyNotifications, payload)).resolves.toEqual(INVALID);
    for (const payload of [
      { actor: doctor, ids: [] },
      { actor: doctor, ids: ['not-an-id'] },
      { actor: doctor, ids: 'all' },
    ])
      await expect(sut().refusal(AI_SUBJECTS.readEmergencyNotifications, payload)).resolves.toEqual(INVALID);
  });
});
