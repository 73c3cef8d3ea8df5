import { committedKong, KONG_FILE, KONG_RENDER_COMMAND, renderKong } from './render-kong';

describe('k8s/kong/kong.yaml', () => {
  it('is what the generator makes from the route classes, the contracts and the gateway now', () => {
    const fresh = renderKong();
    expect(fresh.split('\n', 3).join('\n')).toContain(KONG_RENDER_COMMAND);
    const stale = committedKong() === fresh ? [] : [`${KONG_FILE} differs from what the generator makes: run ${KONG_RENDER_COMMAND}, then npm run k8s:render`];
    expect(stale).toEqual([]);
  });
});
