import { getMetadataStorage, type MetadataStorage } from 'class-validator';

type Lookup = MetadataStorage['getTargetValidationMetadatas'];
type Metadatas = ReturnType<Lookup>;
/** What class-validator keys a class's rules by: its constructor. */
type Target = Parameters<Lookup>[0];

const MEMOIZED: unique symbol = Symbol.for('vitalsync.classValidator.memoizedLookup');

/**
 * class-validator finds the rules of a class by testing every decorated class of the process for inheritance,
 * on every validation of every object (typestack/class-validator#2686): with every app's DTOs and configuration
 * classes loaded in the embedded process, that lookup alone took ~4 % of a profile read. Its answer changes only
 * when a rule is registered, so it is kept per class and arguments until the next registration. Idempotent.
 */
export const memoizeValidationMetadata = (storage: MetadataStorage = getMetadataStorage()): void => {
  const marked = storage as MetadataStorage & { [MEMOIZED]?: true };
  if (marked[MEMOIZED]) return;
  marked[MEMOIZED] = true;

  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const register = storage.addValidationMetadata.bind(storage);
  let known = new WeakMap<Target, Map<string, Metadatas>>();

  storage.addValidationMetadata = (metadata) => {
    known = new WeakMap();
    register(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    // Groups are rare: without them the key is cheap to build.
    const key = groups?.length
      ? JSON.stringify([schema, always, strictGroups, groups])
      : `${schema}\u0000${always}\u0000${strictGroups}`;
    let byArguments = known.get(target);
    if (!byArguments) {
      byArguments = new Map();
      known.set(target, byArguments);
    }
    let metadatas = byArguments.get(key);
    if (!metadatas) {
      metadatas = lookup(target, schema, always, strictGroups, groups);
      byArguments.set(key, metadatas);
    }
    return metadatas;
  };
};
