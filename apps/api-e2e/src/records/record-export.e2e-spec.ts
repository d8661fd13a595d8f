import {
  APPOINTMENT_SUBJECTS,
  type AppointmentDetail,
  type FhirBundle,
  type Prescription,
} from '@vitalsync/contracts';
import {
  ApiClient,
  FAR_FUTURE_MONDAY,
  type Participant,
  RUN_MODES,
  type SystemUnderTest,
  at,
  bookedAppointment,
  changeAppointment,
  exportRecord,
  fhirBundleProblems,
  getHealth,
  prescribeAppointment,
  resourcesOf,
  savedHealth,
  signedInParticipants,
  startSystem,
  waitFor,
} from '@vitalsync/testing';

const PRESCRIPTION: Prescription = {
  medicines: [
    { name: 'Salbutamol inhaler', dosage: '2 puffs', duration: '30 days' },
    { name: 'Montelukast', dosage: '10 mg', duration: '14 days' },
  ],
  instructions: 'Use the inhaler before exercise.',
};

const valueOf = (bundle: FhirBundle, loinc: string): number[] =>
  resourcesOf(bundle, 'Observation')
    .filter(({ code }) => code.coding?.[0]?.code === loinc)
    .map(({ valueQuantity }) => valueQuantity.value);

describe.each(RUN_MODES)('my record to take away, FHIR R4 (%s mode)', (mode) => {
  let system: SystemUnderTest;
  let patient: Participant;
  let other: Participant;
  let doctor: Participant;
  let strangerDoctor: Participant;
  let completed: AppointmentDetail;
  let upcoming: AppointmentDetail;
  let cancelled: AppointmentDetail;
  let othersAppointment: AppointmentDetail;

  beforeAll(async () => {
    system = await startSystem(mode);
    [patient, other, doctor, strangerDoctor] = await signedInParticipants(system.baseUrl, [
      'user',
      'user',
      'doctor',
      'doctor',
    ]);
    // Signup recorded 68 kg, 170 cm, 72 bpm and "Penicillin"; this save adds a reading of each and more free text.
    await savedHealth(patient.client, {
      weight: 70,
      heartRate: 80,
      knownAllergies: 'Penicillin, peanuts',
      existingMedicalConditions: 'Asthma',
    });
    await savedHealth(other.client, {
      weight: 90,
      knownAllergies: 'Latex',
      existingMedicalConditions: 'Gout',
    });

    completed = await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '09:00'), 'video-call');
    expect((await changeAppointment(doctor.client, 'start', completed._id)).status).toBe(200);
    expect((await changeAppointment(doctor.client, 'complete', completed._id)).status).toBe(200);
    expect((await prescribeAppointment(doctor.client, completed._id, PRESCRIPTION)).status).toBe(200);
    upcoming = await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
    cancelled = await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '11:00'));
    expect((await changeAppointment(patient.client, 'cancel', cancelled._id)).status).toBe(200);
    othersAppointment = await bookedAppointment(other, doctor, at(FAR_FUTURE_MONDAY, '12:00'));
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should give the owner a valid R4 collection of exactly their data, as a FHIR JSON attachment', async () => {
    const response = await exportRecord(patient.client);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="vitalsync-record-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bundle = response.body;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    await expect(fhirBundleProblems(bundle)).resolves.toEqual([]);

    const [person, ...morePatients] = resourcesOf(bundle, 'Patient');
    expect(morePatients).toEqual([]);
    expect(person).toEqual({
      resourceType: 'Patient',
      id: patient.id,
      name: [{ text: patient.fullName }],
      telecom: [
        { system: 'phone', value: '+44-7700-900123' },
        { system: 'email', value: patient.account.email },
      ],
      gender: 'female',
      birthDate: '1985-06-15',
      contact: [
        {
          relationship: [{ text: 'Friend' }],
          name: { text: 'Charles Babbage' },
          telecom: [{ system: 'phone', value: '0123456789' }],
        },
      ],
    });
    expect(valueOf(bundle, '29463-7')).toEqual([68, 70]);
    expect(valueOf(bundle, '8867-4')).toEqual([72, 80]);
    expect(valueOf(bundle, '8302-2')).toEqual([170]);
    for (const observation of resourcesOf(bundle, 'Observation').filter(
      ({ code }) => code.coding?.[0]?.code !== '8302-2',
    ))
      expect(observation.effectiveDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(resourcesOf(bundle, 'AllergyIntolerance').map(({ code }) => code.text)).toEqual([
      'Penicillin',
      'peanuts',
    ]);
    expect(resourcesOf(bundle, 'Condition').map(({ code }) => code.text)).toEqual(['Asthma']);
    expect(resourcesOf(bundle, 'Practitioner')).toEqual([
      {
        resourceType: 'Practitioner',
        id: doctor.id,
        name: [{ text: doctor.fullName }],
        qualification: [{ code: { text: 'Cardiology' } }],
      },
    ]);
    expect(
      resourcesOf(bundle, 'Appointment')
        .map(({ id, status, start }) => ({ id, status, start }))
        .sort((a, b) => a.start.localeCompare(b.start)),
    ).toEqual([
      { id: completed._id, status: 'fulfilled', start: completed.dateTime },
      { id: upcoming._id, status: 'booked', start: upcoming.dateTime },
      { id: cancelled._id, status: 'cancelled', start: cancelled.dateTime },
    ]);
    expect(
      resourcesOf(bundle, 'MedicationRequest').map(({ medicationCodeableConcept, supportingInformation }) => [
        medicationCodeableConcept.text,
        supportingInformation?.[0]?.reference,
      ]),
    ).toEqual([
      ['Salbutamol inhaler', `urn:uuid:${completed._id}`],
      ['Montelukast', `urn:uuid:${completed._id}`],
    ]);

    // Nothing of the other patient, and nothing of the doctor beyond name and speciality.
    for (const foreign of [
      other.id,
      other.fullName,
      other.account.email,
      othersAppointment._id,
      'Latex',
      'Gout',
    ])
      expect(response.raw).not.toContain(foreign);
    for (const doctorDetail of [doctor.account.email, 'GMC-7654321', 'St Thomas', 'Cardiologist.'])
      expect(response.raw).not.toContain(doctorDetail);
  });

  it('should give the same ids for the same data in a second download', async () => {
    const first = await exportRecord(patient.client);
    const second = await exportRecord(patient.client);
    expect(second.body.entry.map(({ fullUrl }) => fullUrl)).toEqual(
      first.body.entry.map(({ fullUrl }) => fullUrl),
    );
  });

  it('should give another patient only their own record', async () => {
    const response = await exportRecord(other.client);
    expect(response.status).toBe(200);
    await expect(fhirBundleProblems(response.body)).resolves.toEqual([]);
    expect(resourcesOf(response.body, 'Patient').map(({ id }) => id)).toEqual([other.id]);
    expect(resourcesOf(response.body, 'Appointment').map(({ id }) => id)).toEqual([othersAppointment._id]);
    expect(resourcesOf(response.body, 'AllergyIntolerance').map(({ code }) => code.text)).toEqual(['Latex']);
    expect(resourcesOf(response.body, 'MedicationRequest')).toEqual([]);
    for (const foreign of [
      patient.id,
      patient.fullName,
      patient.account.email,
      completed._id,
      'peanuts',
      'Asthma',
    ])
      expect(response.raw).not.toContain(foreign);
  });

  it('should refuse doctors with 403, the one who consulted the patient included', async () => {
    for (const someDoctor of [doctor, strangerDoctor]) {
      const response = await exportRecord(someDoctor.client);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        status: 'error',
        code: 'forbidden',
        message: 'Only patients can download their record.',
      });
    }
  });

  it('should refuse a caller without a session with 401', async () => {
    const response = await exportRecord(new ApiClient(system.baseUrl));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ status: 'error' });
    expect(response.raw).not.toContain('resourceType');
  });

  // Last: it takes a service away for good. Distributed only, where a service can be down while the gateway is up.
  if (mode === 'distributed')
    it('should answer 503 with a message, never 500 or half a record, while appointment-svc is down', async () => {
      const distributed = system.distributed;
      if (!distributed) throw new Error('distributed mode has no distributed system');
      await distributed.services.appointment.stop('SIGKILL');
      await waitFor(
        async () =>
          (await getHealth(system.baseUrl)).body.services.appointment.status === 'down' ? true : undefined,
        { timeoutMs: 30_000, intervalMs: 100, description: 'health to report appointment-svc down' },
      );
      const response = await exportRecord(patient.client);
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        status: 'error',
        code: 'unavailable',
        message: `The service behind ${APPOINTMENT_SUBJECTS.listForUser} is unavailable.`,
      });
    });
});
