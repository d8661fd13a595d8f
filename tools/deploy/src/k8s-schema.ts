import { type K8sObject } from './kustomize';

interface Model {
  validate(): void;
}

type ModelClass = new (data: K8sObject) => Model;

/**
 * The kubernetes-models class of an object's kind: `kubernetes-models/<apiVersion>/<Kind>` carries the
 * Kubernetes OpenAPI schema of that kind, compiled, so validation needs no cluster and no network.
 */
const modelOf = async ({ apiVersion, kind }: K8sObject): Promise<ModelClass> => {
  let exports: Record<string, unknown>;
  try {
    exports = (await import(`kubernetes-models/${apiVersion}/${kind}`)) as Record<string, unknown>;
  } catch (error) {
    // Anything but a missing module (ES modules need Node's --experimental-vm-modules under Jest) is the
    // test's.
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error(`no Kubernetes schema for ${apiVersion} ${kind}`);
  }
  const model = exports[kind];
  if (typeof model !== 'function') throw new Error(`no Kubernetes schema for ${apiVersion} ${kind}`);
  return model as ModelClass;
};

/**
 * Every object's problems, in order. Sequential on purpose: Jest's ES module loader fails ("not in cache")
 * when the same schema modules are imported by concurrent imports.
 */
export const schemaProblems = async (objects: readonly K8sObject[]): Promise<string[]> => {
  const problems: string[] = [];
  for (const object of objects) {
    const problem = await schemaProblem(object);
    if (problem !== undefined) problems.push(problem);
  }
  return problems;
};

/** Why the object does not match its kind's schema (types, required fields, formats), or undefined. */
export const schemaProblem = async (object: K8sObject): Promise<string | undefined> => {
  const where = `${object.kind}/${object.metadata.name}`;
  try {
    const Model = await modelOf(object);
    new Model(object).validate();
    return undefined;
  } catch (error) {
    return `${where}: ${error instanceof Error ? error.message : String(error)}`;
  }
};
