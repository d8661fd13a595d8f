import { type FhirBundle, type FhirResource } from '@vitalsync/contracts';
import { fhirBundleProblems } from '@vitalsync/testing';

import { EXPORTED_AT, fullRecord, recordPatient } from '../../testing/record-fixtures';
import { toFhirBundle } from './fhir-bundle';

const countByType = (bundle: FhirBundle): Record<string, number> =>
  bundle.entry.reduce<Record<string, number>>((counts, { resource }) => {
    counts[resource.resourceType] = (counts[resource.resourceType] ?? 0) + 1;
    return counts;
  }, {});

describe('toFhirBundle', () => {
  it('should be a collection that the R4 definitions accept, every resource and reference included', async () => {
    const bundle = toFhirBundle(fullRecord(), EXPORTED_AT);
    expect(bundle).toMatchObject({
      resourceType: 'Bundle',
      type: 'collection',
      timestamp: '2026-11-27T08:00:00.000Z',
      meta: { lastUpdated: '2026-11-27T08:00:00.000Z' },
    });
    expect(countByType(bundle)).toEqual({
      Patient: 1,
      Observation: 5,
      AllergyIntolerance: 2,
      Condition: 4,
      Practitioner: 2,
      Appointment: 4,
      MedicationRequest: 2,
    });
    await expect(fhirBundleProblems(bundle)).resolves.toEqual([]);
  });

  it('should be the same for the same record and time (stable ids and fullUrls)', () => {
    expect(toFhirBundle(fullRecord(), EXPORTED_AT)).toEqual(toFhirBundle(fullRecord(), EXPORTED_AT));
    const later = toFhirBundle(fullRecord(), new Date('2026-11-28T08:00:00.000Z'));
    expect(later.entry.map(({ fullUrl }) => fullUrl)).toEqual(
      toFhirBundle(fullRecord(), EXPORTED_AT).entry.map(({ fullUrl }) => fullUrl),
    );
  });

  it('should hold just the Patient for a patient with nothing recorded', async () => {
    const profile = recordPatient();
    const bundle = toFhirBundle(
      {
        profile: {
          ...profile,
          health_info: {
            ...profile.health_info,
            height: null,
            knownAllergies: '',
            existingMedicalConditions: '',
            medicalHistory: [],
            weightHistory: [],
            heartRateHistory: [],
          },
        },
        appointments: [],
        doctors: [],
      },
      EXPORTED_AT,
    );
    expect(countByType(bundle)).toEqual({ Patient: 1 });
    await expect(fhirBundleProblems(bundle)).resolves.toEqual([]);
  });
});

describe('fhirBundleProblems (the independent validator the export is checked with)', () => {
  const withFirst = (bundle: FhirBundle, change: (resource: FhirResource) => object): unknown => ({
    ...bundle,
    entry: bundle.entry.map((entry, index) =>
      index === 0 ? { ...entry, resource: change(entry.resource) } : entry,
    ),
  });

  it('should catch an element R4 does not define, a malformed date and a dangling or mistyped reference', async () => {
    const bundle = toFhirBundle(fullRecord(), EXPORTED_AT);
    await expect(
      fhirBundleProblems(withFirst(bundle, (patient) => ({ ...patient, shoeSize: 42 }))),
    ).resolves.toEqual(expect.arrayContaining([expect.stringContaining('shoeSize')]));
    await expect(
      fhirBundleProblems(withFirst(bundle, (patient) => ({ ...patient, birthDate: '15/06/1985' }))),
    ).resolves.toEqual(expect.arrayContaining([expect.stringContaining('Invalid date')]));

    const [, observation] = bundle.entry;
    const dangling = {
      ...bundle,
      entry: bundle.entry.filter((entry) => entry !== bundle.entry[0]),
    };
    await expect(fhirBundleProblems(dangling)).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining('resolves to no entry')]),
    );
    // An Observation's subject may not be an Appointment: the validator checks the type a reference resolves to.
    const appointment = bundle.entry.find(({ resource }) => resource.resourceType === 'Appointment');
    const mistyped = {
      ...bundle,
      entry: bundle.entry.map((entry) =>
        entry === observation && appointment
          ? { ...entry, resource: { ...entry.resource, subject: { reference: appointment.fullUrl } } }
          : entry,
      ),
    };
    await expect(fhirBundleProblems(mistyped)).resolves.toEqual(
      expect.arrayContaining([expect.stringMatching(/Observation .*Invalid reference/)]),
    );
  });
});
