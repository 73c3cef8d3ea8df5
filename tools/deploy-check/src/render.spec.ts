import { RENDER_COMMAND, committedRendering, hasKubectl, overlayNames, renderOverlay } from './render';

describe('k8s/rendered', () => {
  it('has the local and production overlays', () => {
    expect(overlayNames()).toEqual(['local', 'production']);
  });

  it('matches what the overlays render to now', () => {
    if (!hasKubectl()) {
      // Without kubectl the overlays cannot be rendered here: the committed output is what the
      // other tests validate, and it must at least exist for every overlay.
      console.warn(`kubectl is not installed: k8s/rendered/*.yaml are validated as committed, not compared with k8s/overlays`);
      expect(overlayNames().filter((overlay) => committedRendering(overlay) === undefined)).toEqual([]);
      return;
    }
    const stale = overlayNames()
      .filter((overlay) => committedRendering(overlay) !== renderOverlay(overlay))
      .map((overlay) => `k8s/rendered/${overlay}.yaml differs from k8s/overlays/${overlay}: run ${RENDER_COMMAND}`);
    expect(stale).toEqual([]);
  });
});
