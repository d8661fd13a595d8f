import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { ISecret } from 'kubernetes-models/v1/Secret';

/** The data of the ConfigMaps and Secrets a container may refer to, by name. */
export interface EnvSources {
  configMaps: ReadonlyMap<string, Readonly<Record<string, string>>>;
  secrets: ReadonlyMap<string, Readonly<Record<string, string>>>;
}

export interface ContainerEnv {
  env: Record<string, string>;
  /** Required references to a ConfigMap, Secret or key that does not exist: the pod would not start. */
  missing: string[];
  /** Every Secret the container reads, with the keys it reads from it (all of them for envFrom). */
  secretsRead: Map<string, string[] | 'all'>;
}

export const configMapData = (configMaps: readonly IConfigMap[]): Map<string, Record<string, string>> =>
  new Map(configMaps.map((configMap) => [configMap.metadata?.name ?? '', { ...configMap.data }]));

export const secretData = (secrets: readonly ISecret[]): Map<string, Record<string, string>> =>
  new Map(
    secrets.map((secret) => [
      secret.metadata?.name ?? '',
      {
        ...Object.fromEntries(
          Object.entries(secret.data ?? {}).map(([key, value]) => [
            key,
            Buffer.from(value, 'base64').toString(),
          ]),
        ),
        ...secret.stringData,
      },
    ]),
  );

/** Kubernetes' $(VAR) substitution from variables defined before; $$ escapes, unknown names stay. */
const expand = (value: string, env: Readonly<Record<string, string>>): string =>
  value.replace(/\$\$|\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (match, name: string | undefined) =>
    match === '$$' ? '$' : name !== undefined && name in env ? (env[name] ?? '') : match,
  );

/**
 * The environment the kubelet would give the container: envFrom sources in order (a later one wins), then env
 * entries (which win over envFrom). Field references stay out; they are the pod's own facts.
 */
export const containerEnv = (container: IContainer, sources: EnvSources): ContainerEnv => {
  const env: Record<string, string> = {};
  const missing: string[] = [];
  const secretsRead = new Map<string, string[] | 'all'>();
  const readSecret = (name: string, key?: string): void => {
    const keys = secretsRead.get(name);
    if (key === undefined) secretsRead.set(name, 'all');
    else if (keys !== 'all') secretsRead.set(name, [...(keys ?? []), key]);
  };

  for (const source of container.envFrom ?? []) {
    const ref = source.configMapRef ?? source.secretRef;
    const name = ref?.name ?? '';
    const data = source.configMapRef ? sources.configMaps.get(name) : sources.secrets.get(name);
    if (source.secretRef) readSecret(name);
    if (!data) {
      if (!ref?.optional) missing.push(`${source.configMapRef ? 'ConfigMap' : 'Secret'} ${name}`);
      continue;
    }
    for (const [key, value] of Object.entries(data)) env[`${source.prefix ?? ''}${key}`] = value;
  }

  for (const entry of container.env ?? []) {
    if (entry.value !== undefined) {
      env[entry.name] = expand(entry.value, env);
      continue;
    }
    const keyRef = entry.valueFrom?.configMapKeyRef ?? entry.valueFrom?.secretKeyRef;
    if (!keyRef) continue;
    const isSecret = entry.valueFrom?.secretKeyRef !== undefined;
    if (isSecret) readSecret(keyRef.name ?? '', keyRef.key);
    const data = (isSecret ? sources.secrets : sources.configMaps).get(keyRef.name ?? '');
    const value = data?.[keyRef.key];
    if (value !== undefined) env[entry.name] = value;
    else if (!keyRef.optional)
      missing.push(`${isSecret ? 'Secret' : 'ConfigMap'} ${keyRef.name} key ${keyRef.key}`);
  }
  return { env, missing, secretsRead };
};
