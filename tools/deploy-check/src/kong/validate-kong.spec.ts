import { stringify } from 'yaml';
import { committedKong } from './render-kong';
import { committedDocument, withFirstRoute, withPluginConfig } from './test-documents';
import { kongProblems, parseKongConfig } from './validate-kong';

describe('the schema of kong.yaml', () => {
  it('accepts the committed file', () => {
    expect(parseKongConfig(committedKong() ?? '').problems).toEqual([]);
  });

  it('refuses a field a plugin config does not have, as Kong would', () => {
    expect(kongProblems(withPluginConfig('rate-limiting', (config) => (config['minutes'] = 5)))).toEqual([
      'services.0.routes.0.plugins.0.config.minutes: is not a field here',
    ]);
  });

  it('refuses a field an entity does not have, hosts included (the route simulator does not model them)', () => {
    expect(kongProblems(withFirstRoute((route) => (route['strip_paths'] = false)))).toEqual(['services.0.routes.0.strip_paths: is not a field here']);
    expect(kongProblems(withFirstRoute((route) => (route['hosts'] = ['simbiz.example.org'])))).toEqual(['services.0.routes.0.hosts: is not a field here']);
    expect(kongProblems({ ...committedDocument(), consumers: [] })).toEqual(['consumers: is not a field here']);
  });

  it('refuses values of the wrong type or outside what Kong allows', () => {
    expect(kongProblems(withPluginConfig('rate-limiting', (config) => (config['minute'] = '6000')))).toEqual([
      expect.stringMatching(/^services\.0\.routes\.0\.plugins\.0\.config\.minute: /),
    ]);
    expect(kongProblems(withPluginConfig('rate-limiting', (config) => (config['policy'] = 'cluster')))).toEqual([expect.stringMatching(/config\.policy: /)]);
    expect(kongProblems(withFirstRoute((route) => (route['https_redirect_status_code'] = 303)))).toEqual([
      expect.stringMatching(/https_redirect_status_code: /),
    ]);
    expect(kongProblems(withFirstRoute((route) => (route['methods'] = ['get'])))).toEqual(['services.0.routes.0.methods.0: is not an upper-case method']);
  });

  it('refuses a route with no paths, or a path that is neither a prefix nor a regular expression', () => {
    expect(kongProblems(withFirstRoute((route) => delete route['paths']))).toEqual([expect.stringMatching(/^services\.0\.routes\.0\.paths: /)]);
    expect(kongProblems(withFirstRoute((route) => (route['paths'] = [])))).toEqual([expect.stringMatching(/^services\.0\.routes\.0\.paths: /)]);
    expect(kongProblems(withFirstRoute((route) => (route['paths'] = ['api/'])))).toEqual([expect.stringMatching(/paths\.0: is neither/)]);
    expect(kongProblems(withFirstRoute((route) => (route['paths'] = ['~/api/('])))).toEqual([expect.stringMatching(/paths\.0: is neither/)]);
  });

  it('refuses a plugin this installation does not load, and one configured twice on a route', () => {
    expect(kongProblems(withFirstRoute((route) => (route['plugins'] = [{ name: 'cors', config: {} }])))).toEqual([expect.stringMatching(/plugins\.0\.name: /)]);
    expect(kongProblems(withFirstRoute((route) => (route['plugins'] = [...(route['plugins'] as unknown[]), (route['plugins'] as unknown[])[0]])))).toEqual([
      'services.0.routes.0.plugins.2: configures rate-limiting a second time',
    ]);
  });

  it("applies the plugins' own rules: a limit at all, longer periods not lower, a size unit Kong knows, header names", () => {
    expect(kongProblems(withPluginConfig('rate-limiting', (config) => (delete config['minute'], delete config['hour'])))).toEqual([
      expect.stringContaining('needs at least one of second'),
    ]);
    expect(kongProblems(withPluginConfig('rate-limiting', (config) => (config['hour'] = 10)))).toEqual([
      'services.0.routes.0.plugins.0.config.hour: is lower than the limit per minute',
    ]);
    expect(kongProblems(withPluginConfig('request-size-limiting', (config) => (config['size_unit'] = 'mebibytes')))).toEqual([
      expect.stringMatching(/plugins\.1\.config\.size_unit: /),
    ]);
    const headers = committedDocument();
    const [service] = headers['services'] as { plugins: { config: { add: { headers: string[] } } }[] }[];
    service?.plugins[0]?.config.add.headers.push('X Frame Options:DENY');
    expect(kongProblems(headers)).toEqual(['services.0.plugins.0.config.add.headers.5: does not start with a valid header name']);
  });

  it('refuses another format version, two routes of one name, and a file that is not YAML', () => {
    expect(kongProblems({ ...committedDocument(), _format_version: '1.1' })).toEqual([expect.stringMatching(/^_format_version: /)]);
    const twice = withFirstRoute((route) => (route['name'] = 'web'));
    expect(kongProblems(twice)).toEqual([expect.stringContaining('web names a second route')]);
    expect(parseKongConfig(`${stringify(committedDocument())}\n  - : [`).problems).toEqual([expect.stringMatching(/^YAML: /)]);
  });
});
