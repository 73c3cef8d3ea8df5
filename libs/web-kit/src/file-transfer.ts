import { API_BASE_PATH, CSRF_HEADER, type Envelope, ErrorCode, type Reference, STREAM_ROUTES } from '@simbiz/contracts';
import { useMemo } from 'react';
import { fillPath } from './api-client';
import { loginAddress, logoutAddress } from './navigation';
import { presentResponse } from './present-response';
import { type CallOutcome, decideResponse } from './response-handling';
import { type ShellServices, useShell } from './shell-services';
import { newTraceParent } from './trace-parent';

/*
 * Files move between the browser and the gateway outside the API client (STREAM_ROUTES): the
 * body of an upload is the file itself, streamed by the browser, and a download's answer is the
 * file. A refusal is the usual envelope, shown as the API client shows one.
 */

export interface UploadInput {
  worldId: string;
  file: File;
  title?: string;
  description?: string;
}

export interface DownloadInput {
  worldId: string;
  referenceId: string;
  /** The name the saved file gets. */
  fileName: string;
}

export interface TransferOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Sent as Accept-Language, so a refusal comes back in the page's language. */
  locale?: string;
  online?: () => boolean;
}

/** A transfer's end: what it answered, or the outcome to show (a refusal, no answer, not sent). */
export type TransferResult<T> = { ok: true; data: T } | { ok: false; outcome: CallOutcome };

/** The address of a stream route under /api with its parameters filled in and the query added (empty values left out). */
export function transferUrl(template: string, parameters: Record<string, string>, query: Record<string, string | undefined> = {}, baseUrl = ''): string {
  const { path } = fillPath(template, parameters);
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return `${baseUrl}${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

/** The headers every call carries (section 7), as the API client writes them; x-vrid only goes with round-bound writes, which these are not. */
export function transferHeaders(locale?: string, contentType?: string): Record<string, string> {
  return {
    [CSRF_HEADER]: '1',
    accept: 'application/json',
    traceparent: newTraceParent(),
    ...(locale ? { 'accept-language': locale } : {}),
    ...(contentType ? { 'content-type': contentType } : {}),
  };
}

/** Whether an answer is an envelope (JSON) rather than the file asked for: a download's refusal. */
export function isEnvelopeAnswer(contentType: string | null): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test(contentType ?? '');
}

/** An answer's status and JSON body as a result: the data of code 0 with a 2xx status, else the outcome to show. */
export function envelopeResult<T>(status: number, body: unknown): TransferResult<T> {
  const envelope: Envelope<unknown> =
    typeof body === 'object' && body !== null && Number.isInteger((body as { code?: unknown }).code)
      ? (body as Envelope<unknown>)
      : { code: ErrorCode.unsuccessful, data: { details: `HTTP ${status}` } };
  if (status >= 200 && status < 300 && envelope.code === ErrorCode.success) return { ok: true, data: envelope.data as T };
  return { ok: false, outcome: { kind: 'answer', status, envelope } };
}

async function send<T>(options: TransferOptions, run: (doFetch: typeof fetch) => Promise<TransferResult<T>>): Promise<TransferResult<T>> {
  if (options.online && !options.online()) return { ok: false, outcome: { kind: 'requestNotMade', details: 'offline' } };
  try {
    return await run(options.fetch ?? fetch);
  } catch (error) {
    return { ok: false, outcome: { kind: 'noResponse', details: error instanceof Error ? error.message : String(error) } };
  }
}

/** Attaches a file to the world's references (managers): the file is the body; its name, title and description go in the query. */
export function uploadFile({ worldId, file, title, description }: UploadInput, options: TransferOptions = {}): Promise<TransferResult<Reference>> {
  const url = transferUrl(STREAM_ROUTES.uploadReference.path, { worldId }, { name: file.name, title, description }, options.baseUrl);
  return send(options, async (doFetch) => {
    const response = await doFetch(url, {
      method: STREAM_ROUTES.uploadReference.method,
      headers: transferHeaders(options.locale, file.type || 'application/octet-stream'),
      credentials: 'same-origin',
      body: file,
    });
    return envelopeResult<Reference>(response.status, await response.json().catch(() => undefined));
  });
}

/** A downloaded file and the name the server gave it (Content-Disposition), if it gave one. */
export interface StreamedFile {
  blob: Blob;
  disposition: string | null;
}

/**
 * Fetches a file from a stream route (GET) with the headers every call carries: the file, or the
 * refusal's outcome (9991 when it is gone). Any download of the platform goes through here.
 */
export function fetchStream(
  route: { path: string; method: string },
  parameters: Record<string, string>,
  options: TransferOptions = {},
): Promise<TransferResult<StreamedFile>> {
  const url = transferUrl(route.path, parameters, {}, options.baseUrl);
  return send(options, async (doFetch) => {
    const response = await doFetch(url, { method: route.method, headers: transferHeaders(options.locale), credentials: 'same-origin' });
    if (isEnvelopeAnswer(response.headers.get('content-type')) || !response.ok) {
      const answer = envelopeResult<unknown>(response.status, await response.json().catch(() => undefined));
      // An envelope of success where the file should be is no file either.
      return answer.ok ? envelopeResult<StreamedFile>(response.status, { code: ErrorCode.unsuccessful, data: { details: 'no file in the answer' } }) : answer;
    }
    return { ok: true, data: { blob: await response.blob(), disposition: response.headers.get('content-disposition') } };
  });
}

/** Fetches a reference's file: the file, or the refusal (9991 when it is gone). */
export async function fetchFile({ worldId, referenceId }: Omit<DownloadInput, 'fileName'>, options: TransferOptions = {}): Promise<TransferResult<Blob>> {
  const result = await fetchStream(STREAM_ROUTES.downloadReference, { worldId, referenceId }, options);
  return result.ok ? { ok: true, data: result.data.blob } : result;
}

/** Saves a blob under a name, as a link with `download` would: a temporary object URL and a click. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Shows a transfer's outcome as the shell's API client shows a refusal (section 8). */
export function presentOutcome(services: ShellServices, outcome: CallOutcome): void {
  const { i18n } = services;
  const here = () => `${window.location.pathname}${window.location.search}`;
  void i18n.loadNamespaces(['errors', 'refusals']).then(() =>
    presentResponse(
      decideResponse(outcome, 'other', (key) => i18n.exists(key)),
      {
        i18n,
        reload: () => window.location.reload(),
        signIn: () => window.location.assign(loginAddress(here())),
        logout: () => window.location.assign(logoutAddress(services.profile.get()?.claims.sid ?? '', loginAddress(here()))),
        redirect404: () => services.navigate('/error-404', { replace: true }),
      },
    ),
  );
}

/** The page's options for a transfer: its language, and whether the browser is online. */
export function transferOptionsOf(services: ShellServices): TransferOptions {
  return { locale: services.i18n.language, online: () => window.navigator.onLine !== false };
}

export interface FileTransfer {
  /** The new reference, or null once the refusal is shown. */
  upload(input: UploadInput): Promise<Reference | null>;
  /** Whether the file was handed to the browser to save (a refusal is shown). */
  download(input: DownloadInput): Promise<boolean>;
}

/** Uploads and downloads in the page's language, their refusals shown as the API client's are. */
export function useFileTransfer(): FileTransfer {
  const services = useShell();
  return useMemo(() => {
    const options = () => transferOptionsOf(services);
    return {
      async upload(input) {
        const result = await uploadFile(input, options());
        if (result.ok) return result.data;
        presentOutcome(services, result.outcome);
        return null;
      },
      async download({ fileName, ...input }) {
        const result = await fetchFile(input, options());
        if (result.ok) saveBlob(result.data, fileName);
        else presentOutcome(services, result.outcome);
        return result.ok;
      },
    };
  }, [services]);
}
