import { execFileSync } from 'node:child_process';

import { parseAllDocuments } from 'yaml';

import { fromRoot } from './workspace';

/** What every rendered object has; the rest is checked against its schema before anything reads it. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

// CI (.ci/run) installs kubectl when a machine lacks it; KUBECTL picks another binary (an older kustomize,
// say).
const kubectl = (): string => process.env['KUBECTL'] ?? 'kubectl';

const KUBECTL_MISSING =
  'kubectl is not installed: the manifest tests build the overlays with `kubectl kustomize`. ' +
  'Install it (e.g. `apt-get install -y kubernetes-client`, as .ci/run does) or point KUBECTL at one.';

const isK8sObject = (value: unknown): value is K8sObject => {
  if (typeof value !== 'object' || value === null) return false;
  const { apiVersion, kind, metadata } = value as Record<string, unknown>;
  return (
    typeof apiVersion === 'string' &&
    typeof kind === 'string' &&
    typeof metadata === 'object' &&
    metadata !== null &&
    typeof (metadata as Record<string, unknown>)['name'] === 'string'
  );
};

/** Parses a multi-document YAML stream into Kubernetes objects; anything else is an error. */
export const parseObjects = (text: string, source: string): K8sObject[] =>
  parseAllDocuments(text).flatMap((document, index) => {
    if (document.errors.length > 0)
      throw new Error(`${source}, document ${index}: ${document.errors[0]?.message}`);
    const value: unknown = document.toJSON();
    if (value === null) return [];
    if (!isK8sObject(value)) throw new Error(`${source}, document ${index} is not a Kubernetes object`);
    return [value];
  });

/** `kubectl kustomize <dir>` of a folder under the repository root, as objects. */
export const kustomize = (dir: string): K8sObject[] => {
  let output: string;
  try {
    output = execFileSync(kubectl(), ['kustomize', fromRoot(dir)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 32 * 1024 * 1024,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(KUBECTL_MISSING);
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`kubectl kustomize ${dir} failed:\n${stderr}`);
  }
  return parseObjects(output, dir);
};
