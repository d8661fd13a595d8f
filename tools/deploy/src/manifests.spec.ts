import { existsSync } from 'node:fs';

import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';

import { schemaProblems } from './k8s-schema';
import { kustomize } from './kustomize';
import { selects } from './label-selector';
import { EXAMPLE_SECRETS_FILE, exampleSecretObjects, OVERLAYS, PLACEHOLDER } from './overlays';
import { Rendered, type Workload } from './rendered';
import { DEPLOYED_APPS, dockerfileOf, OPS_PORT, SERVICES } from './workspace';

const THIRD_PARTY = ['nats', 'postgres', 'minio', 'coturn'] as const;

const isPinned = (image: string): boolean => {
  if (image.includes('@sha256:')) return true;
  const tag = image.slice(image.lastIndexOf('/') + 1).split(':')[1];
  return tag !== undefined && tag !== 'latest' && /\d/.test(tag);
};

/** CPU quantities in millicores ("250m", "1", "0.5"). */
const millicores = (quantity: string | number | undefined): number => {
  if (quantity === undefined) return Number.NaN;
  const text = String(quantity);
  return text.endsWith('m') ? Number(text.slice(0, -1)) : Number(text) * 1000;
};

const volumeOf = (pod: IPodSpec, name: string) => (pod.volumes ?? []).find((volume) => volume.name === name);

const tmpIsEmptyDir = (pod: IPodSpec, container: IContainer): boolean => {
  const mount = (container.volumeMounts ?? []).find((entry) => entry.mountPath === '/tmp');
  return mount !== undefined && volumeOf(pod, mount.name)?.emptyDir !== undefined;
};

const opsPortOf = (container: IContainer) => (container.ports ?? []).find((port) => port.name === 'ops');

const annotationsOf = (object: {
  metadata?: { annotations?: Record<string, string> };
}): Record<string, string> => object.metadata?.annotations ?? {};

describe.each(OVERLAYS)('kubectl kustomize $dir', ({ dir, namespace, flavour, inClusterPostgres }) => {
  let rendered: Rendered;
  beforeAll(() => {
    rendered = new Rendered(kustomize(dir));
  });

  const apps = (): Workload[] => DEPLOYED_APPS.map((app) => rendered.workload(app));

  it('builds objects that all match their Kubernetes schemas', async () => {
    expect(rendered.objects.length).toBeGreaterThan(30);
    expect(await schemaProblems(rendered.objects)).toEqual([]);
  });

  it('puts everything in its namespace, which enforces the restricted Pod Security Standard', () => {
    const [ns, ...others] = rendered.all('Namespace');
    expect(others).toHaveLength(0);
    expect(ns?.metadata?.name).toBe(namespace);
    expect(ns?.metadata?.labels?.['pod-security.kubernetes.io/enforce']).toBe('restricted');
    const elsewhere = rendered.objects.filter(
      (object) => object.kind !== 'Namespace' && object.metadata.namespace !== namespace,
    );
    expect(elsewhere.map((object) => `${object.kind}/${object.metadata.name}`)).toEqual([]);
  });

  it('runs the gateway, every service, NATS, MinIO and coturn, and PostgreSQL unless it is external', () => {
    const names = rendered.workloads().map((workload) => workload.name);
    expect(names).toEqual(expect.arrayContaining([...DEPLOYED_APPS, 'nats', 'minio', 'coturn']));
    expect(names.includes('postgres')).toBe(inClusterPostgres);
    for (const name of DEPLOYED_APPS) expect(rendered.workload(name).kind).toBe('Deployment');
  });

  it('runs each app from the image its Dockerfile builds, and pinned third-party images', () => {
    for (const app of DEPLOYED_APPS) {
      const [container, ...sidecars] = rendered.workload(app).containers;
      expect(sidecars).toHaveLength(0);
      const image = container?.image ?? '';
      expect(image).toMatch(new RegExp(`(^|/)vitalsync/${app}:[\\w.-]+$`));
      expect(existsSync(dockerfileOf(app))).toBe(true);
      const tag = image.split(':').at(-1) ?? '';
      // dev runs images built on the machine; prod pulls a release tag from a registry.
      const expected = flavour === 'dev' ? tag === 'dev' : /^\d+\.\d+\.\d+/.test(tag) && image.includes('.');
      expect([image, expected]).toEqual([image, true]);
    }
    const thirdParty = rendered.workloads().filter(({ name }) => THIRD_PARTY.some((known) => known === name));
    expect(thirdParty).toHaveLength(inClusterPostgres ? 4 : 3);
    for (const { containers } of thirdParty) {
      for (const { image = '' } of containers) expect([image, isPinned(image)]).toEqual([image, true]);
    }
  });

  it(`scales the apps for ${flavour}, the gateway with an autoscaler that owns its count`, () => {
    const hpa = rendered.get('HorizontalPodAutoscaler', 'gateway');
    expect(rendered.get('Deployment', 'gateway').spec?.replicas).toBeUndefined();
    expect(hpa.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'gateway' });
    const minReplicas = hpa.spec?.minReplicas ?? 1;
    expect(hpa.spec?.maxReplicas).toBeGreaterThan(minReplicas);
    expect(hpa.spec?.metrics?.[0]?.resource?.name).toBe('cpu');
    if (flavour === 'dev') {
      for (const workload of rendered.workloads())
        expect([workload.name, workload.replicas]).toEqual([workload.name, 1]);
      return;
    }
    expect(minReplicas).toBeGreaterThanOrEqual(3);
    for (const service of SERVICES) expect(rendered.workload(service).replicas).toBeGreaterThanOrEqual(2);
  });

  it('runs every pod as a non-root user with the runtime default seccomp profile and no API token', () => {
    for (const { name, pod } of rendered.workloads()) {
      const context = pod.securityContext ?? {};
      expect([name, context.runAsNonRoot, context.seccompProfile?.type]).toEqual([
        name,
        true,
        'RuntimeDefault',
      ]);
      expect([name, (context.runAsUser ?? 0) > 0]).toEqual([name, true]);
      expect([name, pod.automountServiceAccountToken]).toEqual([name, false]);
      expect([name, pod.hostNetwork ?? false, pod.hostPID ?? false, pod.hostIPC ?? false]).toEqual([
        name,
        false,
        false,
        false,
      ]);
    }
  });

  it('locks down every container: no privilege escalation or capabilities, read-only root filesystem', () => {
    for (const { name, pod, containers } of rendered.workloads()) {
      for (const container of [...(pod.initContainers ?? []), ...containers]) {
        const context = container.securityContext ?? {};
        expect([
          name,
          context.allowPrivilegeEscalation,
          context.readOnlyRootFilesystem,
          context.runAsNonRoot,
        ]).toEqual([name, false, true, true]);
        expect([name, context.capabilities?.drop, context.capabilities?.add ?? []]).toEqual([
          name,
          ['ALL'],
          [],
        ]);
        expect([name, context.seccompProfile?.type]).toEqual([name, 'RuntimeDefault']);
        expect([name, context.privileged ?? false]).toEqual([name, false]);
      }
    }
  });

  it('gives every container readiness and liveness probes, and CPU and memory requests and limits', () => {
    for (const { name, containers } of rendered.workloads()) {
      for (const container of containers) {
        expect([name, container.readinessProbe !== undefined, container.livenessProbe !== undefined]).toEqual(
          [name, true, true],
        );
        const { requests = {}, limits = {} } = container.resources ?? {};
        for (const resources of [requests, limits]) {
          expect([name, resources['cpu'] !== undefined, resources['memory'] !== undefined]).toEqual([
            name,
            true,
            true,
          ]);
        }
        expect(millicores(limits['cpu'])).toBeGreaterThanOrEqual(millicores(requests['cpu']));
      }
    }
  });

  it('gives the apps and coturn a writable /tmp on an emptyDir, their only writable place', () => {
    for (const { name, pod, containers } of [...apps(), rendered.workload('coturn')]) {
      expect([name, tmpIsEmptyDir(pod, containers[0] ?? { name })]).toEqual([name, true]);
    }
  });

  it('probes every app on its ops port (/readyz, /livez) and lets Prometheus scrape it', () => {
    for (const { name, containers, podAnnotations } of apps()) {
      const container = containers[0] ?? { name };
      expect([name, opsPortOf(container)?.containerPort]).toEqual([name, OPS_PORT]);
      expect([name, container.readinessProbe?.httpGet]).toEqual([name, { path: '/readyz', port: 'ops' }]);
      expect([name, container.livenessProbe?.httpGet]).toEqual([name, { path: '/livez', port: 'ops' }]);
      expect([name, podAnnotations]).toEqual([
        name,
        expect.objectContaining({
          'prometheus.io/scrape': 'true',
          'prometheus.io/port': String(OPS_PORT),
          'prometheus.io/path': '/metrics',
        }),
      ]);
    }
  });

  it('gives every app 30 s or more to drain after a short preStop pause', () => {
    for (const { name, pod, containers } of apps()) {
      expect([name, (pod.terminationGracePeriodSeconds ?? 30) >= 30]).toEqual([name, true]);
      const command = containers[0]?.lifecycle?.preStop?.exec?.command ?? [];
      expect([name, command[0], Number(command[1]) > 0 && Number(command[1]) <= 15]).toEqual([
        name,
        'sleep',
        true,
      ]);
    }
  });

  it('covers every workload with a PodDisruptionBudget that still lets a node drain', () => {
    const budgets = rendered.all('PodDisruptionBudget');
    for (const { name, podLabels, replicas } of rendered.workloads()) {
      const covering = budgets.filter((budget) => selects(budget.spec?.selector, podLabels));
      expect([name, covering.length]).toEqual([name, 1]);
      const spec = covering[0]?.spec ?? {};
      const drainable =
        spec.maxUnavailable !== undefined
          ? Number(spec.maxUnavailable) >= 1
          : Number(spec.minAvailable) < replicas;
      expect([name, drainable]).toEqual([name, true]);
    }
  });

  const natsShape = flavour === 'prod' ? 'as a cluster of 3 servers' : 'on one server';
  it(`runs NATS with JetStream ${natsShape}`, () => {
    const nats = rendered.workload('nats');
    const configVolume = (nats.pod.volumes ?? []).find((volume) => volume.configMap !== undefined);
    const config = rendered.get('ConfigMap', configVolume?.configMap?.name ?? '').data?.['nats.conf'] ?? '';
    expect(config).toMatch(/^jetstream \{[^}]*store_dir: \/data/m);
    expect(nats.containers[0]?.args).toEqual(expect.arrayContaining(['--server_name', '$(POD_NAME)']));
    const headless = rendered.get('Service', 'nats');
    expect(headless.spec?.clusterIP).toBe('None');
    expect(headless.spec?.publishNotReadyAddresses).toBe(true);
    expect(rendered.get('StatefulSet', 'nats').spec?.volumeClaimTemplates?.[0]?.metadata?.name).toBe('data');
    if (flavour === 'dev') {
      expect(nats.replicas).toBe(1);
      expect(config).not.toContain('cluster {');
      return;
    }
    expect(nats.replicas).toBe(3);
    const routes = [...config.matchAll(/nats:\/\/(nats-\d)\.nats:6222/g)].map((match) => match[1]);
    expect(routes).toEqual(['nats-0', 'nats-1', 'nats-2']);
  });

  it(
    inClusterPostgres
      ? 'keeps PostgreSQL in a StatefulSet on a persistent volume'
      : 'leaves PostgreSQL out and lets the services reach the external server',
    () => {
      if (!inClusterPostgres) {
        expect(rendered.find('Service', 'postgres')).toBeUndefined();
        const egress = rendered.get('NetworkPolicy', 'services-to-external-database').spec?.egress ?? [];
        expect(egress[0]?.to?.[0]?.ipBlock?.cidr).toBeDefined();
        expect(egress[0]?.ports).toEqual([{ port: 5432, protocol: 'TCP' }]);
        return;
      }
      const postgres = rendered.get('StatefulSet', 'postgres');
      const [claim] = postgres.spec?.volumeClaimTemplates ?? [];
      expect(claim?.spec?.resources?.requests?.['storage']).toBeDefined();
      const dataMount = postgres.spec?.template.spec?.containers[0]?.volumeMounts?.find(
        (mount) => mount.name === claim?.metadata?.name,
      );
      expect(dataMount?.mountPath).toBe('/var/lib/postgresql/data');
    },
  );

  it('gives coturn the TURN secret signaling-svc signs with, and publishes 3478 and every relay port', () => {
    const coturn = rendered.workload('coturn');
    const container = coturn.containers[0] ?? { name: 'coturn' };
    const secretRef = container.env?.find((entry) => entry.name === 'TURN_SECRET')?.valueFrom?.secretKeyRef;
    expect(secretRef).toEqual({ name: 'vitalsync-turn', key: 'TURN_SECRET' });
    expect(rendered.workload('signaling-svc').containers[0]?.envFrom).toContainEqual({
      secretRef: { name: 'vitalsync-turn' },
    });
    expect(container.args).toContain('--static-auth-secret=$(TURN_SECRET)');
    const configName = (coturn.pod.volumes ?? []).find((volume) => volume.configMap)?.configMap?.name ?? '';
    const config = rendered.get('ConfigMap', configName).data?.['turnserver.conf'] ?? '';
    expect(config).toMatch(/^use-auth-secret$/m);
    const setting = (key: string): number => Number(new RegExp(`^${key}=(\\d+)$`, 'm').exec(config)?.[1]);
    const relay = Array.from(
      { length: setting('max-port') - setting('min-port') + 1 },
      (_, i) => setting('min-port') + i,
    );
    expect(relay.length).toBeGreaterThan(0);
    const published = (rendered.get('Service', 'coturn').spec?.ports ?? []).map(
      (port) => `${port.port}/${port.protocol ?? 'TCP'}`,
    );
    expect(published).toEqual(
      expect.arrayContaining(['3478/UDP', '3478/TCP', ...relay.map((port) => `${port}/UDP`)]),
    );
  });

  it('routes / and /api to the gateway and keeps /api/socket.io open for websockets', () => {
    const routes = rendered.all('Ingress').flatMap((ingress) =>
      (ingress.spec?.rules ?? []).flatMap((rule) =>
        (rule.http?.paths ?? []).map((path) => ({
          ingress,
          path: path.path,
          backend: path.backend.service,
        })),
      ),
    );
    const routeOf = (path: string) => routes.find((route) => route.path === path);
    for (const path of ['/', '/api', '/api/socket.io']) {
      expect([path, routeOf(path)?.backend]).toEqual([path, { name: 'gateway', port: { name: 'http' } }]);
    }
    const sockets = annotationsOf(routeOf('/api/socket.io')?.ingress ?? {});
    expect(Number(sockets['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600);
    expect(Number(sockets['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(3600);
    expect(sockets['nginx.ingress.kubernetes.io/proxy-buffering']).toBe('off');
    // Long-polling requests must come back to the gateway that holds their Socket.IO session.
    expect(sockets['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    for (const ingress of rendered.all('Ingress')) expect(ingress.spec?.ingressClassName).toBe('nginx');
  });

  it('keeps the ops port off every Service and so off the Ingress', () => {
    for (const service of rendered.all('Service')) {
      const opsPorts = (service.spec?.ports ?? []).filter(
        (port) => port.port === OPS_PORT || port.targetPort === OPS_PORT || port.targetPort === 'ops',
      );
      expect([service.metadata?.name, opsPorts]).toEqual([service.metadata?.name, []]);
    }
    // Every Ingress path goes to this Service's one port, the gateway's HTTP port (previous test).
    expect(rendered.get('Service', 'gateway').spec?.ports).toEqual([
      { name: 'http', port: 80, targetPort: 'http' },
    ]);
  });

  if (flavour === 'prod') {
    it('serves every ingress host over TLS only', () => {
      for (const ingress of rendered.all('Ingress')) {
        const hosts = (ingress.spec?.rules ?? []).map((rule) => rule.host);
        const secured = (ingress.spec?.tls ?? []).flatMap((tls) => tls.hosts ?? []);
        expect(secured).toEqual(expect.arrayContaining(hosts));
        expect(annotationsOf(ingress)['nginx.ingress.kubernetes.io/force-ssl-redirect']).toBe('true');
      }
    });
  }

  it('holds no Secret, and nothing secret in a ConfigMap', () => {
    expect(rendered.all('Secret')).toEqual([]);
    for (const configMap of rendered.all('ConfigMap')) {
      const keys = Object.keys(configMap.data ?? {});
      expect(keys.filter((key) => /SECRET|PASSWORD|TOKEN|_KEY$|DATABASE_URL/.test(key))).toEqual([]);
      for (const value of Object.values(configMap.data ?? {})) {
        expect(value).not.toMatch(/"credential"|static-auth-secret=(?!\$\()/);
      }
    }
  });

  it(`reads only Secrets that ${EXAMPLE_SECRETS_FILE} describes, by their keys`, () => {
    const examples = new Map(
      exampleSecretObjects().map((secret) => [
        secret.metadata.name,
        Object.keys({ ...(secret['stringData'] as object), ...(secret['data'] as object) }),
      ]),
    );
    for (const { name, containers } of rendered.workloads()) {
      for (const container of containers) {
        for (const source of container.envFrom ?? []) {
          if (source.secretRef)
            expect([name, examples.has(source.secretRef.name ?? '')]).toEqual([name, true]);
        }
        for (const entry of container.env ?? []) {
          const ref = entry.valueFrom?.secretKeyRef;
          if (ref)
            expect([name, examples.get(ref.name ?? '')]).toEqual([name, expect.arrayContaining([ref.key])]);
        }
      }
    }
  });
});

describe(`the example Secrets (${EXAMPLE_SECRETS_FILE})`, () => {
  const secrets = exampleSecretObjects();

  it('match the Secret schema', async () => {
    expect(secrets.length).toBeGreaterThan(0);
    expect(await schemaProblems(secrets)).toEqual([]);
  });

  it(`hold placeholders only (${PLACEHOLDER}…), never a value that could pass for a real one`, () => {
    for (const secret of secrets) {
      expect(secret.kind).toBe('Secret');
      expect(secret['data']).toBeUndefined();
      const values = Object.values((secret['stringData'] ?? {}) as Record<string, string>);
      expect(values.length).toBeGreaterThan(0);
      for (const value of values)
        expect([secret.metadata.name, value]).toEqual([
          secret.metadata.name,
          expect.stringContaining(PLACEHOLDER),
        ]);
    }
  });
});
