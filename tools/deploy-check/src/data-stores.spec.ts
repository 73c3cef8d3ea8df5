import type { ICluster } from '@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1';
import type { IStatefulSet } from 'kubernetes-models/apps/v1';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { configValue, findDocument } from './find-documents';
import { overlayDocuments } from './overlay-documents';

describe('NATS and PostgreSQL', () => {
  const production = overlayDocuments('production');
  const local = overlayDocuments('local');

  it('runs three routed NATS servers with JetStream on volumes in production, one locally', () => {
    const nats = findDocument<IStatefulSet>(production, 'StatefulSet', 'nats');
    expect(nats?.spec?.replicas).toBe(3);
    expect(nats?.spec?.volumeClaimTemplates?.[0]?.metadata?.name).toBe('data');
    const conf = configValue(production, 'nats-config', 'nats.conf') ?? '';
    expect(conf).toMatch(/jetstream \{[^}]*store_dir: \/data\/jetstream/);
    for (const index of [0, 1, 2]) expect(conf).toContain(`nats://nats-${index}.nats-headless:6222`);
    expect(findDocument<IStatefulSet>(local, 'StatefulSet', 'nats')?.spec?.replicas).toBe(1);
    expect(configValue(local, 'nats-config', 'nats.conf')).not.toMatch(/cluster \{/);
  });

  it('runs PostgreSQL as a CloudNativePG cluster: three instances backed up to an object store in production, one locally', () => {
    const cluster = findDocument<ICluster>(production, 'Cluster', 'simbiz-pg');
    expect(cluster?.spec?.instances).toBe(3);
    expect(cluster?.spec?.backup?.barmanObjectStore?.destinationPath).toMatch(/^s3:\/\//);
    expect(findDocument(production, 'ScheduledBackup', 'simbiz-pg-nightly')).toBeDefined();
    expect(findDocument<ICluster>(local, 'Cluster', 'simbiz-pg')?.spec?.instances).toBe(1);
  });

  it('lets the services reach only NATS, PostgreSQL and DNS, and the gateway only NATS and DNS', () => {
    const targets = (name: string) =>
      findDocument<INetworkPolicy>(production, 'NetworkPolicy', name)?.spec?.egress?.map((rule) => JSON.stringify(rule.to?.[0]?.podSelector?.matchLabels));
    expect(targets('services')).toEqual([
      JSON.stringify({ 'app.kubernetes.io/name': 'nats' }),
      JSON.stringify({ 'cnpg.io/cluster': 'simbiz-pg' }),
      JSON.stringify({ 'k8s-app': 'kube-dns' }),
    ]);
    expect(targets('gateway')).toEqual([JSON.stringify({ 'app.kubernetes.io/name': 'nats' }), JSON.stringify({ 'k8s-app': 'kube-dns' })]);
  });
});
