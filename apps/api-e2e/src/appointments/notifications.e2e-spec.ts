import { type AppointmentNotification, NOTIFICATION_EVENTS } from '@vitalsync/contracts';
import {
  FAR_FUTURE_MONDAY,
  type Participant,
  RUN_MODES,
  SocketInbox,
  type SystemUnderTest,
  at,
  bookedAppointment,
  changeAppointment,
  connectNotifications,
  signedInParticipant,
  signedInParticipants,
  startSystem,
} from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

type Inbox = SocketInbox<AppointmentNotification>;

describe.each(RUN_MODES)('notifications (%s mode)', (mode) => {
  let system: SystemUnderTest;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    system = await startSystem(mode);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await system?.stop();
  });

  const listen = async (participant: Participant, baseUrl = system.baseUrl): Promise<Inbox> => {
    const socket = await connectNotifications(baseUrl, participant.client.cookie);
    sockets.push(socket);
    return new SocketInbox<AppointmentNotification>(socket, NOTIFICATION_EVENTS.appointment);
  };

  const book = (patient: Participant, doctor: Participant, dateTime: string) =>
    bookedAppointment(patient, doctor, dateTime, 'video-call');

  it('should refuse a socket without a session or with a forged one', async () => {
    await expect(connectNotifications(system.baseUrl)).rejects.toThrow('Please Login First!');
    await expect(connectNotifications(system.baseUrl, 'vitalsync_session=forged.token')).rejects.toThrow(
      'Please Login First!',
    );
  });

  it('should tell the doctor and every tab of the patient about each change, each with the other name', async () => {
    const [doctor, patient, stranger] = await signedInParticipants(system.baseUrl, [
      'doctor',
      'user',
      'user',
    ] as const);
    const doctorInbox = await listen(doctor);
    const patientTabs = [await listen(patient), await listen(patient)];
    const strangerSocket = await connectNotifications(system.baseUrl, stranger.client.cookie);
    sockets.push(strangerSocket);
    const strangerInbox = new SocketInbox<AppointmentNotification>(
      strangerSocket,
      NOTIFICATION_EVENTS.appointment,
    );

    const expected: Array<Omit<AppointmentNotification, 'counterpartName'>> = [];
    const expectBoth = async () => {
      const count = expected.length;
      expect(await doctorInbox.first(count)).toEqual(
        expected.map((notice) => ({ ...notice, counterpartName: patient.fullName })),
      );
      for (const tab of patientTabs)
        expect(await tab.first(count)).toEqual(
          expected.map((notice) => ({ ...notice, counterpartName: doctor.fullName })),
        );
    };

    // Whatever a client emits on /notifications reaches nobody: the later checks of order prove it.
    strangerSocket.emit(NOTIFICATION_EVENTS.appointment, {
      change: 'cancelled',
      appointmentId: 'forged',
      counterpartName: 'Mallory',
    });

    const dateTime = at(FAR_FUTURE_MONDAY, '10:00');
    const appointment = await book(patient, doctor, dateTime);
    const common = { appointmentId: appointment._id, dateTime, type: 'video-call' } as const;
    expected.push({ ...common, change: 'booked', status: 'scheduled', by: 'user' });
    await expectBoth();

    expect((await changeAppointment(doctor.client, 'start', appointment._id)).status).toBe(200);
    expected.push({ ...common, change: 'started', status: 'in-progress', by: 'doctor' });
    await expectBoth();

    expect((await changeAppointment(doctor.client, 'complete', appointment._id)).status).toBe(200);
    expected.push({ ...common, change: 'completed', status: 'completed', by: 'doctor' });
    await expectBoth();

    const laterTime = at(FAR_FUTURE_MONDAY, '11:00');
    const later = await book(patient, doctor, laterTime);
    const laterCommon = { appointmentId: later._id, dateTime: laterTime, type: 'video-call' } as const;
    expected.push({ ...laterCommon, change: 'booked', status: 'scheduled', by: 'user' });
    await expectBoth();
    const cancelled = await changeAppointment(patient.client, 'cancel', later._id, {
      json: { withCredentials: true },
    });
    expect(cancelled.status).toBe(200);
    expected.push({ ...laterCommon, change: 'cancelled', status: 'cancelled', by: 'user' });
    await expectBoth();

    // The stranger's first notification is about its own booking: none of the above reached it.
    const own = await book(stranger, doctor, at(FAR_FUTURE_MONDAY, '12:00'));
    const [first] = await strangerInbox.first(1);
    expect(first).toMatchObject({
      appointmentId: own._id,
      change: 'booked',
      counterpartName: doctor.fullName,
    });
    const doctorsSixth = (await doctorInbox.first(expected.length + 1))[expected.length];
    expect(doctorsSixth).toMatchObject({ appointmentId: own._id, counterpartName: stranger.fullName });
  });

  it('should close the socket of a session that logged out', async () => {
    const patient = await signedInParticipant(system.baseUrl, 'user');
    const socket = await connectNotifications(system.baseUrl, patient.client.cookie);
    sockets.push(socket);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await patient.client.get('/api/dashboard/logout')).status).toBe(200);
    await expect(closed).resolves.toBe('io server disconnect');
  });

  if (mode === 'distributed') {
    it('should push to a socket held by another gateway replica than the one that took the booking', async () => {
      const distributed = system.distributed;
      if (!distributed) throw new Error('distributed mode has no distributed system');
      const replica = distributed.gateways[1] ?? (await distributed.addGateway());
      const [doctor, patient] = await signedInParticipants(system.baseUrl, ['doctor', 'user'] as const);
      const doctorOnReplica = await listen(doctor, replica.baseUrl);
      const patientOnFirst = await listen(patient);

      const appointment = await book(patient, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
      expect(await doctorOnReplica.first(1)).toEqual([
        expect.objectContaining({
          appointmentId: appointment._id,
          change: 'booked',
          counterpartName: patient.fullName,
        }),
      ]);
      expect(await patientOnFirst.first(1)).toEqual([
        expect.objectContaining({
          appointmentId: appointment._id,
          change: 'booked',
          counterpartName: doctor.fullName,
        }),
      ]);

      // And the other way round: a change made through the replica reaches the socket on the first gateway.
      expect(
        (await changeAppointment(doctor.client.withBaseUrl(replica.baseUrl), 'start', appointment._id))
          .status,
      ).toBe(200);
      expect((await patientOnFirst.first(2))[1]).toMatchObject({
        change: 'started',
        counterpartName: doctor.fullName,
      });
    });
  }
});
