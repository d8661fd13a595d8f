import { fullUrlOf, nameBasedUuid, referenceTo, uniqueKeys, uuidV5 } from './fhir-ids';

const PATIENT = '7a0c1d4e-0000-4000-8000-00000000000b';
const OTHER_PATIENT = '7a0c1d4e-0000-4000-8000-00000000000c';
const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('record export ids', () => {
  it('should compute RFC 9562 version 5 UUIDs (the RFC’s own example)', () => {
    // RFC 9562 appendix A.4: the DNS namespace and "www.example.com".
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('should give the same reading of the same patient the same id in every export, and others another', () => {
    const id = nameBasedUuid(PATIENT, 'observation|29463-7|2026-11-21T10:00:00.000Z|68');
    expect(id).toMatch(UUID_V5);
    expect(nameBasedUuid(PATIENT.toUpperCase(), 'observation|29463-7|2026-11-21T10:00:00.000Z|68')).toBe(id);
    expect(nameBasedUuid(OTHER_PATIENT, 'observation|29463-7|2026-11-21T10:00:00.000Z|68')).not.toBe(id);
    expect(nameBasedUuid(PATIENT, 'observation|29463-7|2026-11-21T10:00:00.000Z|69')).not.toBe(id);
  });

  it('should address a resource by urn:uuid and reference it with its type', () => {
    expect(fullUrlOf('7A0C1D4E-0000-4000-8000-00000000000B')).toBe(`urn:uuid:${PATIENT}`);
    expect(referenceTo({ resourceType: 'Patient', id: PATIENT })).toEqual({
      reference: `urn:uuid:${PATIENT}`,
      type: 'Patient',
    });
  });

  it('should keep repeated keys apart, the first keeping the plain key', () => {
    expect(uniqueKeys(['a', 'b', 'a', 'a'])).toEqual(['a', 'b', 'a#1', 'a#2']);
  });
});
