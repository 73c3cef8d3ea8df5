import { type Envelope, type ErrorData, ErrorCode, errorEntry, type ValidationIssue } from '@simbiz/contracts';
import type { LicenseProblemFacts } from './license-problem';

/** What a call produced: an answer from the gateway, or no answer at all. */
export type CallOutcome =
  | { kind: 'answer'; status: number; envelope: Envelope<unknown> | Envelope<ErrorData> }
  | { kind: 'noResponse'; details?: string }
  | { kind: 'requestNotMade'; details?: string };

/** The calls whose refusals section 8 handles in their own way. */
export type CallPurpose = 'details' | 'profile' | 'other';

/** `reloadItems` reads the page's items again (130061); `refresh` reloads the whole page. */
export type BoxButton = 'ok' | 'close' | 'cancel' | 'refresh' | 'reloadItems' | 'signInAgain' | 'login';

/** What the page does about an outcome (section 8), as data: the shell carries it out. */
export type ResponseAction =
  | { kind: 'none' }
  | { kind: 'redirect404' }
  | { kind: 'licenseInvalid'; problem: LicenseProblemFacts }
  | {
      kind: 'box';
      icon: 'warning' | 'error';
      textKey: string;
      params: Record<string, unknown>;
      details?: string;
      /** 9001's problems, field by field: said in words under "Show details" and marked on the fields. */
      issues?: ValidationIssue[];
      buttons: BoxButton[];
      code?: number;
    };

const box = (
  icon: 'warning' | 'error',
  textKey: string,
  buttons: BoxButton[],
  extra: Partial<Extract<ResponseAction, { kind: 'box' }>> = {},
): ResponseAction => ({
  kind: 'box',
  icon,
  textKey,
  params: {},
  buttons,
  ...extra,
});

function detailsOf(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { details, correlationId } = data as ErrorData & { correlationId?: string };
  const text = typeof details === 'string' ? details : details === undefined ? undefined : JSON.stringify(details, null, 2);
  return [text, correlationId ? `correlation id: ${correlationId}` : undefined].filter(Boolean).join('\n') || undefined;
}

/**
 * Section 8, as a pure function: HTTP failures first (400, 401, 403, 5xx, other), then the
 * envelope's code: 0 nothing; 1 a warning with details; -1 on the profile the License Invalid page;
 * 130001/130003 on world details the error-404 route; 130059 a prompt with a refresh button;
 * 130061 (a teammate changed the item first) a prompt that reads the page's items again; a
 * code with a translation a prompt; any other code "response code unhandled".
 * `translated(code)` says whether the catalogue of the page's language has a text for the code.
 */
export function decideResponse(outcome: CallOutcome, purpose: CallPurpose, translated: (key: string) => boolean): ResponseAction {
  if (outcome.kind === 'noResponse') return box('error', 'common:http.noResponse', ['refresh', 'close'], detailsField(outcome.details));
  if (outcome.kind === 'requestNotMade') return box('error', 'common:http.requestNotMade', ['close'], detailsField(outcome.details));
  const { status, envelope } = outcome;
  if (purpose === 'profile' && envelope.code === -1) {
    const params = (envelope.data as ErrorData | undefined)?.params;
    return { kind: 'licenseInvalid', problem: { detail: params?.['detail'], reason: params?.['reason'], expiresAt: params?.['expiresAt'] } };
  }
  if (status === 400) return box('error', 'common:http.badRequest', ['refresh', 'close'], detailsField(detailsOf(envelope.data)));
  if (status === 401) return box('warning', 'common:http.unauthorized', ['cancel', 'signInAgain']);
  if (status === 403) return box('error', 'common:http.forbidden', ['cancel', 'login']);
  if (status >= 500 && status <= 599)
    return box('error', 'common:http.serverError', ['refresh', 'close'], { params: { status }, ...detailsField(detailsOf(envelope.data)) });
  if (status < 200 || status > 299) return box('error', 'common:http.otherStatus', ['close'], { params: { status } });

  const code = envelope.code;
  if (code === ErrorCode.success) return { kind: 'none' };
  const entry = errorEntry(code);
  if (code === ErrorCode.unsuccessful)
    return box('warning', `errors:${entry?.key ?? 'unsuccessful'}`, ['ok'], { code, ...detailsField(detailsOf(envelope.data)) });
  if (!entry || !translated(`errors:${entry.key}`)) return box('warning', 'common:http.unhandledCode', ['ok'], { params: { code }, code });
  const params = (envelope.data as ErrorData | undefined)?.params ?? {};
  if (entry.presentation === 'redirect404' && purpose === 'details') return { kind: 'redirect404' };
  if (entry.presentation === 'refreshPrompt') return box('warning', `errors:${entry.key}`, ['close', 'refresh'], { params, code });
  if (entry.presentation === 'reloadPrompt') {
    const change = (envelope.data as ErrorData | undefined)?.details as { change?: unknown; fields?: unknown } | undefined;
    const fields = Array.isArray(change?.fields) ? change.fields.filter((f): f is string => typeof f === 'string') : [];
    // A teammate deleted the item rather than changed it: the same code, in other words.
    const textKey = change?.change === 'deleted' ? 'refusals:changedMeanwhile.deleted' : `errors:${entry.key}`;
    return box('warning', textKey, ['close', 'reloadItems'], { params: { ...params, fields }, code });
  }
  if (code === ErrorCode.verificationFailed) {
    const issues = issuesOf(envelope.data);
    return box('warning', `errors:${entry.key}`, ['ok'], { params, code, ...(issues ? { issues } : detailsField(detailsOf(envelope.data))) });
  }
  return box('warning', `errors:${entry.key}`, ['ok'], { params, code });
}

/** 9001's details when they are the list of problems the contracts' validation gives. */
function issuesOf(data: unknown): ValidationIssue[] | undefined {
  const details = (data as ErrorData | undefined)?.details;
  if (!Array.isArray(details) || details.length === 0) return undefined;
  const valid = details.every(
    (d) => typeof d === 'object' && d !== null && typeof (d as ValidationIssue).code === 'string' && Array.isArray((d as ValidationIssue).path),
  );
  return valid ? (details as ValidationIssue[]) : undefined;
}

function detailsField(details: string | undefined): { details?: string } {
  return details ? { details } : {};
}
