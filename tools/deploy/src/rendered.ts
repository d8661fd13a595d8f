import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IStatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { INamespace } from 'kubernetes-models/v1/Namespace';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { ISecret } from 'kubernetes-models/v1/Secret';
import type { IService } from 'kubernetes-models/v1/Service';

import { type K8sObject } from './kustomize';

interface Kinds {
  ConfigMap: IConfigMap;
  Deployment: IDeployment;
  HorizontalPodAutoscaler: IHorizontalPodAutoscaler;
  Ingress: IIngress;
  Namespace: INamespace;
  NetworkPolicy: INetworkPolicy;
  PodDisruptionBudget: IPodDisruptionBudget;
  Secret: ISecret;
  Service: IService;
  StatefulSet: IStatefulSet;
}

/** A Deployment or StatefulSet, reduced to what the checks read. */
export interface Workload {
  kind: 'Deployment' | 'StatefulSet';
  name: string;
  /** Pods at rest: spec.replicas, or the minimum of the autoscaler that owns the count. */
  replicas: number;
  podLabels: Record<string, string>;
  podAnnotations: Record<string, string>;
  pod: IPodSpec;
  containers: IContainer[];
}

/**
 * The objects one overlay renders, by kind. The casts are sound only for objects that passed their schema
 * (schemaProblem), which every suite checks first.
 */
export class Rendered {
  constructor(readonly objects: readonly K8sObject[]) {}

  all<K extends keyof Kinds>(kind: K): Kinds[K][] {
    return this.objects.filter((object) => object.kind === kind) as unknown as Kinds[K][];
  }

  find<K extends keyof Kinds>(kind: K, name: string): Kinds[K] | undefined {
    return this.all(kind).find((object) => object.metadata?.name === name);
  }

  get<K extends keyof Kinds>(kind: K, name: string): Kinds[K] {
    const found = this.find(kind, name);
    if (!found) throw new Error(`no ${kind} named ${name}`);
    return found;
  }

  private autoscaledMinimum(kind: string, name: string | undefined): number | undefined {
    const owner = this.all('HorizontalPodAutoscaler').find(
      ({ spec }) => spec?.scaleTargetRef.kind === kind && spec.scaleTargetRef.name === name,
    );
    return owner ? (owner.spec?.minReplicas ?? 1) : undefined;
  }

  workloads(): Workload[] {
    const of = (kind: Workload['kind'], object: IDeployment | IStatefulSet): Workload => {
      const template = object.spec?.template;
      return {
        kind,
        name: object.metadata?.name ?? '',
        replicas: object.spec?.replicas ?? this.autoscaledMinimum(kind, object.metadata?.name) ?? 1,
        podLabels: template?.metadata?.labels ?? {},
        podAnnotations: template?.metadata?.annotations ?? {},
        pod: template?.spec ?? { containers: [] },
        containers: template?.spec?.containers ?? [],
      };
    };
    return [
      ...this.all('Deployment').map((object) => of('Deployment', object)),
      ...this.all('StatefulSet').map((object) => of('StatefulSet', object)),
    ];
  }

  workload(name: string): Workload {
    const found = this.workloads().find((workload) => workload.name === name);
    if (!found) throw new Error(`no Deployment or StatefulSet named ${name}`);
    return found;
  }
}
