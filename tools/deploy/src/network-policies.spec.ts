import { kustomize } from './kustomize';
import { type Connection, type Endpoint, NetworkReach } from './network-reach';
import { OVERLAYS } from './overlays';
import { Rendered } from './rendered';
import { DEPLOYED_APPS, OPS_PORT, SERVICES } from './workspace';

const tcp = (port: number): Connection => ({ port, protocol: 'TCP' });
const udp = (port: number): Connection => ({ port, protocol: 'UDP' });

/** Pods outside the overlay's namespace, as a cluster would hold them. */
const outside = (name: string, namespace: string, labels: Record<string, string>, ip: string): Endpoint => ({
  name,
  namespace: { name: namespace, labels: { 'kubernetes.io/metadata.name': namespace, ...labels } },
  podLabels: { 'app.kubernetes.io/name': name },
  ip,
});

const prometheus = outside('prometheus', 'monitoring', { 'vitalsync.io/monitoring': 'true' }, '10.244.9.1');
const ingressController = outside('ingress-nginx', 'ingress-nginx', {}, '10.244.9.2');
const strangerPod = outside('stranger', 'default', {}, '10.244.9.3');
const kubeDns: Endpoint = {
  ...outside('kube-dns', 'kube-system', {}, '10.96.0.10'),
  podLabels: { 'k8s-app': 'kube-dns' },
};
/** Addresses on the internet (documentation ranges): a browser, and the Gemini API. */
const browser: Endpoint = { name: 'browser', ip: '198.51.100.7' };
const gemini: Endpoint = { name: 'gemini', ip: '203.0.113.5' };
/** Inside the range k8s/examples/external-database allows. */
const externalDatabase: Endpoint = { name: 'external-postgres', ip: '192.0.2.15' };

describe.each(OVERLAYS)('network policies of $dir', ({ dir, namespace, inClusterPostgres }) => {
  let reach: NetworkReach;
  let pods: Map<string, Endpoint>;

  beforeAll(() => {
    const rendered = new Rendered(kustomize(dir));
    reach = new NetworkReach(rendered.all('NetworkPolicy'), namespace);
    const namespaceLabels = {
      'kubernetes.io/metadata.name': namespace,
      ...rendered.get('Namespace', namespace).metadata?.labels,
    };
    pods = new Map(
      rendered.workloads().map((workload, index) => [
        workload.name,
        {
          name: workload.name,
          namespace: { name: namespace, labels: namespaceLabels },
          podLabels: workload.podLabels,
          ip: `10.244.0.${index + 10}`,
          ports: workload.containers.flatMap((container) => container.ports ?? []),
        },
      ]),
    );
  });

  const pod = (name: string): Endpoint => {
    const found = pods.get(name);
    if (!found) throw new Error(`no pod of ${name}`);
    return found;
  };

  /** Each case as "from → to:port/protocol", so a failure names the connection. */
  const verdicts = (cases: [Endpoint, Endpoint, Connection][]): string[] =>
    cases.map(([from, to, connection]) => {
      const verdict = reach.allows(from, to, connection) ? 'open' : 'closed';
      return `${from.name} → ${to.name}:${connection.port}/${connection.protocol} ${verdict}`;
    });
  const expectOpen = (cases: [Endpoint, Endpoint, Connection][]): void =>
    expect(verdicts(cases).filter((verdict) => verdict.endsWith('closed'))).toEqual([]);
  const expectClosed = (cases: [Endpoint, Endpoint, Connection][]): void =>
    expect(verdicts(cases).filter((verdict) => verdict.endsWith('open'))).toEqual([]);

  it('denies everything not allowed, for every pod in both directions', () => {
    const everyPod = [...pods.values()];
    expectClosed(everyPod.map((to) => [strangerPod, to, tcp(9999)]));
    expectClosed(everyPod.map((from) => [from, strangerPod, tcp(9999)]));
  });

  it('lets every pod resolve names', () => {
    expectOpen(
      [...pods.values()].flatMap((from) => [
        [from, kubeDns, udp(53)],
        [from, kubeDns, tcp(53)],
      ]),
    );
  });

  it('lets the ingress controller reach the gateway on its HTTP port only', () => {
    expectOpen([[ingressController, pod('gateway'), tcp(3000)]]);
    expectClosed([
      [ingressController, pod('gateway'), tcp(OPS_PORT)],
      [browser, pod('gateway'), tcp(3000)],
      [strangerPod, pod('gateway'), tcp(3000)],
      ...SERVICES.map((service): [Endpoint, Endpoint, Connection] => [
        ingressController,
        pod(service),
        tcp(OPS_PORT),
      ]),
    ]);
  });

  it('lets monitoring scrape the ops port of every app, and NATS its monitor port', () => {
    expectOpen([
      ...DEPLOYED_APPS.map((app): [Endpoint, Endpoint, Connection] => [prometheus, pod(app), tcp(OPS_PORT)]),
      [prometheus, pod('nats'), tcp(8222)],
    ]);
  });

  it('opens no connection into a service: requests reach them over the NATS connections they open', () => {
    const callers = [pod('gateway'), pod('nats'), ingressController, strangerPod, ...SERVICES.map(pod)];
    expectClosed(
      SERVICES.flatMap((service) =>
        callers
          .filter((caller) => caller.name !== service)
          .flatMap((caller): [Endpoint, Endpoint, Connection][] => [
            [caller, pod(service), tcp(OPS_PORT)],
            [caller, pod(service), tcp(3000)],
          ]),
      ),
    );
  });

  it('lets the gateway and the services (only) use NATS, and the NATS servers route to each other', () => {
    expectOpen([
      ...DEPLOYED_APPS.map((app): [Endpoint, Endpoint, Connection] => [pod(app), pod('nats'), tcp(4222)]),
      [pod('nats'), pod('nats'), tcp(6222)],
    ]);
    expectClosed([
      [pod('coturn'), pod('nats'), tcp(4222)],
      [pod('minio'), pod('nats'), tcp(4222)],
      [strangerPod, pod('nats'), tcp(4222)],
      [pod('gateway'), pod('nats'), tcp(6222)],
    ]);
  });

  it(
    inClusterPostgres
      ? 'lets the services (only) reach PostgreSQL'
      : 'lets the services (only) reach the external PostgreSQL',
    () => {
      const database = inClusterPostgres ? pod('postgres') : externalDatabase;
      expectOpen(
        SERVICES.map((service): [Endpoint, Endpoint, Connection] => [pod(service), database, tcp(5432)]),
      );
      expectClosed([
        [pod('gateway'), database, tcp(5432)],
        [pod('coturn'), database, tcp(5432)],
        // Pods of other namespaces are their own policies' business once the database is outside the cluster.
        ...(inClusterPostgres
          ? [[strangerPod, database, tcp(5432)] satisfies [Endpoint, Endpoint, Connection]]
          : []),
      ]);
    },
  );

  it('lets the gateway (only) reach MinIO', () => {
    expectOpen([[pod('gateway'), pod('minio'), tcp(9000)]]);
    expectClosed([...SERVICES.map(pod), strangerPod].map((from) => [from, pod('minio'), tcp(9000)]));
  });

  it('lets ai-svc (only) call Gemini over HTTPS', () => {
    expectOpen([[pod('ai-svc'), gemini, tcp(443)]]);
    expectClosed(DEPLOYED_APPS.filter((app) => app !== 'ai-svc').map((app) => [pod(app), gemini, tcp(443)]));
  });

  it('lets browsers reach coturn, and coturn relay to the internet but never into the cluster', () => {
    expectOpen([
      [browser, pod('coturn'), udp(3478)],
      [browser, pod('coturn'), tcp(3478)],
      [browser, pod('coturn'), udp(49170)],
      [pod('coturn'), browser, udp(50000)],
    ]);
    expectClosed([
      ...[...pods.values()]
        .filter((to) => to.name !== 'coturn')
        .flatMap((to): [Endpoint, Endpoint, Connection][] => [
          [pod('coturn'), to, udp(OPS_PORT)],
          [pod('coturn'), to, tcp(OPS_PORT)],
        ]),
      [browser, pod('coturn'), tcp(22)],
    ]);
  });
});
