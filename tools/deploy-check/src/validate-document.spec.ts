import { validateDocument } from './validate-document';

function deployment(container: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'worlds', labels: { 'app.kubernetes.io/name': 'worlds' } },
    spec: {
      selector: { matchLabels: { 'app.kubernetes.io/name': 'worlds' } },
      template: {
        metadata: { labels: { 'app.kubernetes.io/name': 'worlds' } },
        spec: {
          containers: [
            {
              name: 'worlds',
              image: 'simbiz',
              ports: [{ name: 'health', containerPort: 9464 }],
              readinessProbe: { httpGet: { path: '/readyz', port: 'health' } },
              resources: { requests: { cpu: '100m', memory: '192Mi' } },
              ...container,
            },
          ],
        },
      },
    },
  };
}

function cluster(spec: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    apiVersion: 'postgresql.cnpg.io/v1',
    kind: 'Cluster',
    metadata: { name: 'simbiz-pg' },
    spec: { instances: 3, storage: { size: '1Gi' }, postgresql: { parameters: { max_connections: '400' } }, ...spec },
  };
}

describe('validateDocument', () => {
  it('accepts a well-formed Deployment and CloudNativePG Cluster, label keys with "/" included', () => {
    expect(validateDocument(deployment())).toEqual([]);
    expect(validateDocument(cluster())).toEqual([]);
  });

  it('refuses a value of the wrong type', () => {
    expect(validateDocument(deployment({ ports: [{ name: 'health', containerPort: 'nine' }] }))).toEqual([
      expect.stringContaining('/spec/template/spec/containers/0/ports/0/containerPort'),
    ]);
    expect(validateDocument(cluster({ instances: 'three' }))).toEqual([expect.stringContaining('/spec/instances')]);
  });

  it('refuses a field the schema does not know, which the models alone let through', () => {
    expect(validateDocument(deployment({ foo: 1 }))).toEqual(['/spec/template/spec/containers/0/foo is not a field of Deployment']);
    expect(validateDocument(deployment({ readinessProbe: { httpGet: { path: '/readyz', port: 'health' }, periodSecond: 5 } }))).toEqual([
      '/spec/template/spec/containers/0/readinessProbe/periodSecond is not a field of Deployment',
    ]);
    expect(validateDocument(cluster({ backup: { barmanObjectStore: { destinationPath: 's3://b', walls: {} } } }))).toEqual([
      '/spec/backup/barmanObjectStore/walls is not a field of Cluster',
    ]);
  });

  it('reports an unknown field once, not every field beneath it', () => {
    expect(validateDocument(deployment({ livenessProbes: { httpGet: { path: '/healthz', port: 'health' } } }))).toEqual([
      '/spec/template/spec/containers/0/livenessProbes is not a field of Deployment',
    ]);
  });

  it('refuses a missing required field', () => {
    const withoutSelector = deployment();
    delete (withoutSelector['spec'] as Record<string, unknown>)['selector'];
    expect(validateDocument(withoutSelector)).toEqual([expect.stringMatching(/selector/)]);
    const nameless = deployment();
    const [container] = (
      ((nameless['spec'] as Record<string, unknown>)['template'] as Record<string, unknown>)['spec'] as { containers: Record<string, unknown>[] }
    ).containers;
    delete container?.['name'];
    expect(validateDocument(nameless)).toEqual([expect.stringMatching(/containers\/0 .*name/)]);
  });

  it('refuses an unknown kind or apiVersion, and anything that is not an object', () => {
    expect(validateDocument({ ...deployment(), kind: 'Deploymnet' })).toEqual([expect.stringContaining('unknown kind apps/v1/Deploymnet')]);
    expect(validateDocument({ ...deployment(), apiVersion: 'apps/v1beta1' })).toEqual([expect.stringContaining('unknown kind apps/v1beta1/Deployment')]);
    expect(validateDocument({ metadata: { name: 'x' } })).toEqual(['apiVersion and kind must both be strings']);
    expect(validateDocument(['a'])).toEqual(['not a Kubernetes object (a mapping)']);
  });
});
