import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IIngress, INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IContainer, IService } from 'kubernetes-models/v1';
import { configValue, findDocument } from './find-documents';
import { committedKong } from './kong/render-kong';
import { parseKongConfig } from './kong/validate-kong';
import { overlayDocuments } from './overlay-documents';

function env(container: IContainer | undefined, name: string): string | undefined {
  return container?.env?.find((variable) => variable.name === name)?.value;
}

/** Where a container mounts a volume, and the volume. */
function mountOf(deployment: IDeployment | undefined, volumeName: string) {
  const spec = deployment?.spec?.template.spec;
  return { path: spec?.containers[0]?.volumeMounts?.find((m) => m.name === volumeName)?.mountPath, volume: spec?.volumes?.find((v) => v.name === volumeName) };
}

describe('Kong in front of the gateway', () => {
  const production = overlayDocuments('production');
  const local = overlayDocuments('local');
  const kong = findDocument<IDeployment>(production, 'Deployment', 'kong');
  const container = kong?.spec?.template.spec?.containers[0];

  it('runs Kong 3 without a database in production, reading the committed kong.yaml from its ConfigMap', () => {
    expect(container?.image).toMatch(/^kong:3\.\d+(\.\d+)?$/);
    expect(env(container, 'KONG_DATABASE')).toBe('off');
    expect(env(container, 'KONG_ADMIN_LISTEN')).toBe('off');
    expect(env(container, 'KONG_ROUTER_FLAVOR')).toBe('traditional_compatible');
    const config = mountOf(kong, 'config');
    expect(config.volume?.configMap?.name).toMatch(/^kong-config-/);
    expect(env(container, 'KONG_DECLARATIVE_CONFIG')).toBe(`${config.path}/kong.yaml`);
    const text = configValue(production, 'kong-config', 'kong.yaml');
    expect(text).toBe(committedKong());
    const plugins = (parseKongConfig(text ?? '').config?.services ?? []).flatMap((service) => [
      ...(service.plugins ?? []).map((p) => p.name),
      ...service.routes.flatMap((route) => (route.plugins ?? []).map((p) => p.name)),
    ]);
    expect(env(container, 'KONG_PLUGINS')?.split(',').sort()).toEqual([...new Set(plugins)].sort());
  });

  it('takes HTTPS on 443 with the certificate of Secret simbiz-tls and HTTP on 80, behind a load balancer that keeps client addresses', () => {
    const service = findDocument<IService>(production, 'Service', 'kong');
    expect(service?.spec?.type).toBe('LoadBalancer');
    expect(service?.spec?.externalTrafficPolicy).toBe('Local');
    expect(service?.spec?.ports).toEqual([
      { name: 'http', port: 80, targetPort: 'proxy' },
      { name: 'https', port: 443, targetPort: 'proxy-tls' },
    ]);
    expect(container?.ports).toEqual(
      expect.arrayContaining([
        { name: 'proxy', containerPort: 8000 },
        { name: 'proxy-tls', containerPort: 8443 },
      ]),
    );
    expect(env(container, 'KONG_PROXY_LISTEN')).toMatch(/:8000\b.*:8443 ssl/);
    const tls = mountOf(kong, 'tls');
    expect(tls.volume?.secret?.secretName).toBe('simbiz-tls');
    expect([env(container, 'KONG_SSL_CERT'), env(container, 'KONG_SSL_CERT_KEY')]).toEqual([`${tls.path}/tls.crt`, `${tls.path}/tls.key`]);
  });

  it('has probes on the status listener, resources, no root and a read-only filesystem, an autoscaler and a disruption budget', () => {
    expect(env(container, 'KONG_STATUS_LISTEN')).toBe('0.0.0.0:8100');
    expect(container?.ports).toContainEqual({ name: 'status', containerPort: 8100 });
    expect(container?.readinessProbe?.httpGet).toEqual({ path: '/status/ready', port: 'status' });
    expect(container?.livenessProbe?.httpGet).toEqual({ path: '/status', port: 'status' });
    expect(Object.keys(container?.resources?.requests ?? {})).toEqual(expect.arrayContaining(['cpu', 'memory']));
    expect(container?.resources?.limits?.['memory']).toBeDefined();
    expect(kong?.spec?.template.spec?.securityContext?.runAsNonRoot).toBe(true);
    expect(container?.securityContext?.readOnlyRootFilesystem).toBe(true);
    expect(mountOf(kong, 'prefix').path).toBe(env(container, 'KONG_PREFIX'));
    const hpa = findDocument<IHorizontalPodAutoscaler>(production, 'HorizontalPodAutoscaler', 'kong');
    expect(hpa?.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'kong' });
    expect(hpa?.spec?.minReplicas).toBeGreaterThanOrEqual(2);
    expect(findDocument<IPodDisruptionBudget>(production, 'PodDisruptionBudget', 'kong')?.spec?.selector?.matchLabels).toEqual(
      kong?.spec?.selector.matchLabels,
    );
  });

  it("lets only Kong's pods talk HTTP to the gateway in production, and Kong reach only the gateway and DNS", () => {
    const gatewayIn = findDocument<INetworkPolicy>(production, 'NetworkPolicy', 'gateway')?.spec?.ingress ?? [];
    expect(gatewayIn.filter((rule) => rule.ports?.some((port) => port.port === 'http'))).toEqual([
      { from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'kong' } } }], ports: [{ port: 'http' }] },
    ]);
    const kongPolicy = findDocument<INetworkPolicy>(production, 'NetworkPolicy', 'kong')?.spec;
    expect(kongPolicy?.podSelector.matchLabels).toEqual(kong?.spec?.selector.matchLabels);
    expect(kongPolicy?.egress?.map((rule) => [rule.to?.[0]?.podSelector?.matchLabels, rule.ports?.map((p) => p.port)])).toEqual([
      [{ 'app.kubernetes.io/component': 'gateway' }, [8080]],
      [{ 'k8s-app': 'kube-dns' }, [53, 53]],
    ]);
    const gateway = findDocument<IDeployment>(production, 'Deployment', 'gateway');
    expect(gateway?.spec?.template.metadata?.labels?.['app.kubernetes.io/component']).toBe('gateway');
    expect(gateway?.spec?.template.spec?.containers[0]?.ports).toContainEqual({ name: 'http', containerPort: 8080 });
  });

  it('believes X-Forwarded-For through exactly one proxy (Kong, or the ingress controller locally), never further left', () => {
    for (const documents of [production, local]) {
      expect(configValue(documents, 'simbiz-gateway', 'TRUSTED_PROXY_HOPS')).toBe('1');
      expect(configValue(documents, 'simbiz-gateway', 'TRUSTED_PROXIES')).toMatch(/\S/);
    }
  });

  it('replaces the Ingress in production; the local overlay keeps the Ingress in front of the gateway and runs no Kong', () => {
    expect(findDocument(production, 'Ingress', 'gateway')).toBeUndefined();
    expect(findDocument<IIngress>(local, 'Ingress', 'gateway')?.spec?.rules?.[0]?.http?.paths[0]?.backend.service).toEqual({
      name: 'gateway',
      port: { name: 'http' },
    });
    expect(findDocument(local, 'Deployment', 'kong')).toBeUndefined();
    const localGatewayIn = findDocument<INetworkPolicy>(local, 'NetworkPolicy', 'gateway')?.spec?.ingress?.[0];
    expect(localGatewayIn?.from?.[0]?.namespaceSelector?.matchLabels).toEqual({ 'kubernetes.io/metadata.name': 'ingress-nginx' });
  });
});
