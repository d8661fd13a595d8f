import { readFileSync } from 'node:fs';

import type { ISecret } from 'kubernetes-models/v1/Secret';

import { type K8sObject, parseObjects } from './kustomize';
import { fromRoot } from './workspace';

export interface Overlay {
  dir: string;
  namespace: string;
  flavour: 'dev' | 'prod';
  /** PostgreSQL runs in the cluster (else an external server, reached through an egress policy). */
  inClusterPostgres: boolean;
}

/** What `kubectl apply -k` is documented for: both overlays and the external-database variant of prod. */
export const OVERLAYS: readonly Overlay[] = [
  { dir: 'k8s/overlays/dev', namespace: 'vitalsync-dev', flavour: 'dev', inClusterPostgres: true },
  { dir: 'k8s/overlays/prod', namespace: 'vitalsync', flavour: 'prod', inClusterPostgres: true },
  {
    dir: 'k8s/examples/external-database',
    namespace: 'vitalsync',
    flavour: 'prod',
    inClusterPostgres: false,
  },
];

export const EXAMPLE_SECRETS_FILE = 'k8s/examples/secrets.example.yaml';

/** The example Secrets, as objects (schema-checked by the manifest tests before being read as Secrets). */
export const exampleSecretObjects = (): K8sObject[] =>
  parseObjects(readFileSync(fromRoot(EXAMPLE_SECRETS_FILE), 'utf8'), EXAMPLE_SECRETS_FILE);

export const exampleSecrets = (): ISecret[] => exampleSecretObjects() as unknown as ISecret[];

/** Placeholders say so: no value of the example could pass for a real credential. */
export const PLACEHOLDER = 'REPLACE_ME';
