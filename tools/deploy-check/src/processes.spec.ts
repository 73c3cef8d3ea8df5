import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IService } from 'kubernetes-models/v1';
import { configValue, findDocument } from './find-documents';
import { overlayDocuments } from './overlay-documents';
import { overlayNames } from './render';

const SERVICES = ['identity', 'worlds', 'teams', 'warehouse', 'products', 'stores', 'finance', 'simulation-engine'];
const ENTRY = (name: string) => (name === 'gateway' ? 'dist/run/gateway/src/main.cjs' : `dist/run/services/${name}/src/main.cjs`);

describe.each(overlayNames())('overlay %s: the Node processes', (overlay) => {
  const documents = overlayDocuments(overlay);

  it.each([...SERVICES, 'gateway'])('runs %s from the one image with health probes on port 9464, resources, an autoscaler and a disruption budget', (name) => {
    const deployment = findDocument<IDeployment>(documents, 'Deployment', name);
    const container = deployment?.spec?.template.spec?.containers[0];
    expect(container?.args).toEqual([ENTRY(name)]);
    expect(container?.image).toMatch(/simbiz/);
    expect(container?.ports).toContainEqual({ name: 'health', containerPort: 9464 });
    expect(container?.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'health' });
    expect(container?.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'health' });
    expect(Object.keys(container?.resources?.requests ?? {})).toEqual(expect.arrayContaining(['cpu', 'memory']));
    expect(container?.resources?.limits?.['memory']).toBeDefined();
    const hpa = findDocument<IHorizontalPodAutoscaler>(documents, 'HorizontalPodAutoscaler', name);
    expect(hpa?.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
    const pdb = findDocument<IPodDisruptionBudget>(documents, 'PodDisruptionBudget', name);
    expect(pdb?.spec?.selector?.matchLabels).toEqual(deployment?.spec?.selector.matchLabels);
  });

  it('opens the health port 9464 in every process, services and gateway alike', () => {
    expect(configValue(documents, 'simbiz-services', 'HEALTH_PORT')).toBe('9464');
    expect(configValue(documents, 'simbiz-gateway', 'HEALTH_PORT')).toBe('9464');
  });

  it('gives every service its DATABASE_URL from the PostgreSQL cluster and no database to the gateway', () => {
    for (const name of SERVICES) {
      const env = findDocument<IDeployment>(documents, 'Deployment', name)?.spec?.template.spec?.containers[0]?.env;
      expect(env).toContainEqual({ name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: 'simbiz-pg-app', key: 'uri' } } });
    }
    const gatewayEnv = findDocument<IDeployment>(documents, 'Deployment', 'gateway')?.spec?.template.spec?.containers[0]?.env ?? [];
    expect(gatewayEnv.map((e) => e.name)).not.toContain('DATABASE_URL');
  });

  it('puts the gateway behind a Service, listening on all addresses and trusting X-Forwarded-For only from proxies (in front of it: kong-proxy.spec.ts)', () => {
    expect(findDocument<IService>(documents, 'Service', 'gateway')?.spec?.ports).toContainEqual({ name: 'http', port: 80, targetPort: 'http' });
    expect(configValue(documents, 'simbiz-gateway', 'HOST')).toBe('0.0.0.0');
    expect(configValue(documents, 'simbiz-gateway', 'TRUSTED_PROXIES')).toMatch(/\S/);
  });
});
