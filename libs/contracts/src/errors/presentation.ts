/**
 * How the browser presents a response code (section 8 of the specification).
 * - success: code 0, nothing to show.
 * - warning: code 1, a warning box with generic text and expandable details.
 * - prompt: a translated message in a prompt box.
 * - redirect404: on a world details call, navigate to the error-404 route.
 * - refreshPrompt: a prompt with a refresh button that reloads the page, plus close (130059).
 * - licenseInvalid: the License Invalid page at startup (profile answers -1).
 * - reloadPrompt: a prompt with a button that reads the page's items again, plus close (130061).
 */
export const PRESENTATIONS = ['success', 'warning', 'prompt', 'redirect404', 'refreshPrompt', 'licenseInvalid', 'reloadPrompt'] as const;
export type Presentation = (typeof PRESENTATIONS)[number];

/** The service that owns a code; `any` codes may be answered by every service or the gateway. */
export const OWNERS = ['any', 'gateway', 'identity', 'worlds', 'teams', 'products', 'stores', 'warehouse', 'finance', 'simulation-engine'] as const;
export type Owner = (typeof OWNERS)[number];
