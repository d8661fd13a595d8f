import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { INetworkPolicyPort } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPort';
import type { IContainerPort } from 'kubernetes-models/v1/ContainerPort';

import { type Labels, selects } from './label-selector';

/** One side of a connection: a pod (in a namespace with its labels) or an address outside the cluster. */
export interface Endpoint {
  name: string;
  /** Set for pods: the labels of their namespace (kubernetes.io/metadata.name included). */
  namespace?: { name: string; labels: Labels };
  podLabels?: Labels;
  ip: string;
  /** The named ports a policy may refer to. */
  ports?: readonly IContainerPort[];
}

export interface Connection {
  port: number;
  protocol: 'TCP' | 'UDP';
}

const ipv4 = (address: string): number =>
  address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);

const inCidr = (address: string, cidr: string): boolean => {
  const [base = '', bits = '32'] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipv4(address) / size) === Math.floor(ipv4(base) / size);
};

/** Whether a policy peer (`from` / `to` entry) of a policy in `policyNamespace` covers the endpoint. */
const peerCovers = (peer: INetworkPolicyPeer, endpoint: Endpoint, policyNamespace: string): boolean => {
  if (peer.ipBlock) {
    const { cidr, except = [] } = peer.ipBlock;
    return inCidr(endpoint.ip, cidr) && !except.some((range) => inCidr(endpoint.ip, range));
  }
  if (!endpoint.namespace || !endpoint.podLabels) return false;
  const namespaceFits = peer.namespaceSelector
    ? selects(peer.namespaceSelector, endpoint.namespace.labels)
    : endpoint.namespace.name === policyNamespace;
  const podFits = peer.podSelector ? selects(peer.podSelector, endpoint.podLabels) : true;
  return namespaceFits && podFits;
};

/** Whether a rule's port entry covers the connection to `destination` (named ports are the destination's). */
const portCovers = (entry: INetworkPolicyPort, connection: Connection, destination: Endpoint): boolean => {
  if ((entry.protocol ?? 'TCP') !== connection.protocol) return false;
  if (entry.port === undefined) return true;
  if (typeof entry.port === 'number') {
    return connection.port >= entry.port && connection.port <= (entry.endPort ?? entry.port);
  }
  return (destination.ports ?? []).some(
    (port) =>
      port.name === entry.port &&
      port.containerPort === connection.port &&
      (port.protocol ?? 'TCP') === connection.protocol,
  );
};

const ruleAllows = (
  peers: INetworkPolicyPeer[] | undefined,
  ports: INetworkPolicyPort[] | undefined,
  peer: Endpoint,
  connection: Connection,
  destination: Endpoint,
  policyNamespace: string,
): boolean =>
  (peers === undefined ||
    peers.length === 0 ||
    peers.some((entry) => peerCovers(entry, peer, policyNamespace))) &&
  (ports === undefined ||
    ports.length === 0 ||
    ports.some((entry) => portCovers(entry, connection, destination)));

const policyTypesOf = (policy: INetworkPolicy): string[] =>
  policy.spec?.policyTypes ?? (policy.spec?.egress ? ['Ingress', 'Egress'] : ['Ingress']);

/**
 * NetworkPolicy semantics for the policies of one namespace: a pod selected by some policy of a direction is
 * isolated in that direction and accepts only what a rule of one of those policies allows; endpoints outside
 * the namespace are governed by nothing here.
 */
export class NetworkReach {
  constructor(
    private readonly policies: readonly INetworkPolicy[],
    private readonly namespace: string,
  ) {}

  private governing(endpoint: Endpoint, direction: 'Ingress' | 'Egress'): INetworkPolicy[] | undefined {
    if (endpoint.namespace?.name !== this.namespace || !endpoint.podLabels) return undefined;
    const labels = endpoint.podLabels;
    const selecting = this.policies.filter(
      (policy) => policyTypesOf(policy).includes(direction) && selects(policy.spec?.podSelector, labels),
    );
    return selecting.length > 0 ? selecting : undefined;
  }

  private egressAllowed(from: Endpoint, to: Endpoint, connection: Connection): boolean {
    const policies = this.governing(from, 'Egress');
    if (!policies) return true;
    return policies.some((policy) =>
      (policy.spec?.egress ?? []).some((rule) =>
        ruleAllows(rule.to, rule.ports, to, connection, to, this.namespace),
      ),
    );
  }

  private ingressAllowed(from: Endpoint, to: Endpoint, connection: Connection): boolean {
    const policies = this.governing(to, 'Ingress');
    if (!policies) return true;
    return policies.some((policy) =>
      (policy.spec?.ingress ?? []).some((rule) =>
        ruleAllows(rule.from, rule.ports, from, connection, to, this.namespace),
      ),
    );
  }

  /** Whether `from` may open the connection to `to`: its egress and the destination's ingress allow it. */
  allows(from: Endpoint, to: Endpoint, connection: Connection): boolean {
    return this.egressAllowed(from, to, connection) && this.ingressAllowed(from, to, connection);
  }
}
