import { createHash } from 'node:crypto';

import { type FhirReference, type FhirResource } from '@vitalsync/contracts';

/**
 * The namespace of every name-based id of a record export (RFC 9562 UUID version 5). Fixed forever: changing it
 * would give every resource of every patient a new identity between two downloads.
 */
const EXPORT_NAMESPACE = 'b7a4c3f2-5d1e-4e8a-9c6b-2f0d8e7a1c35';

const bytesOf = (uuid: string): Buffer => Buffer.from(uuid.replace(/-/g, ''), 'hex');

// Parsed once: an export derives an id for every reading, so this runs dozens of times per request.
const EXPORT_NAMESPACE_BYTES = bytesOf(EXPORT_NAMESPACE);

const formatUuid = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/** RFC 9562 UUID version 5: SHA-1 of the namespace's bytes and the name, with the version and variant bits set. */
export const uuidV5 = (namespace: string | Buffer, name: string): string => {
  const space = typeof namespace === 'string' ? bytesOf(namespace) : namespace;
  const hash = createHash('sha1').update(space).update(name, 'utf8').digest().subarray(0, 16);
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  return formatUuid(hash);
};

/**
 * A UUID derived from the patient and a name: the same reading of the same patient gets the same id in every
 * export, so an importer can tell a download it already has from new data, while the id reveals nothing of the
 * reading.
 */
export const nameBasedUuid = (patientId: string, name: string): string =>
  uuidV5(EXPORT_NAMESPACE_BYTES, `${patientId.toLowerCase()}\n${name}`);

/** The bundle-local address of a resource (its entry's fullUrl). */
export const fullUrlOf = (id: string): string => `urn:uuid:${id.toLowerCase()}`;

/** A reference that resolves to the bundle entry holding the resource. */
export const referenceTo = (resource: Pick<FhirResource, 'resourceType' | 'id'>): FhirReference => ({
  reference: fullUrlOf(resource.id),
  type: resource.resourceType,
});

/**
 * Ids for a list of keys that may repeat (two readings of the same value at the same instant): the n-th repeat of
 * a key gets `key#n`, so every resource keeps an id of its own and the first keeps the plain key's id.
 */
export const uniqueKeys = (keys: readonly string[]): string[] => {
  const seen = new Map<string, number>();
  return keys.map((key) => {
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return count === 0 ? key : `${key}#${count}`;
  });
};
