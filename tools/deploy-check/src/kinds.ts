import { Cluster, ScheduledBackup } from '@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';

/** What every kubernetes-models class offers: built from a plain object, checked against its schema. */
export interface ModelClass {
  readonly apiVersion: string;
  readonly kind: string;
  new (data: never): { validate(): void };
}

/** The kinds k8s/ may use; anything else is refused, so a typo'd kind or apiVersion cannot pass unchecked. */
const MODELS: readonly ModelClass[] = [
  Namespace,
  ConfigMap,
  Secret,
  Service,
  Deployment,
  StatefulSet,
  HorizontalPodAutoscaler,
  PodDisruptionBudget,
  Ingress,
  NetworkPolicy,
  Cluster,
  ScheduledBackup,
];

const byType = new Map(MODELS.map((model) => [`${model.apiVersion}/${model.kind}`, model]));

export function modelFor(apiVersion: string, kind: string): ModelClass | undefined {
  return byType.get(`${apiVersion}/${kind}`);
}

export function knownTypes(): string[] {
  return [...byType.keys()];
}
