import { type AuditExport, ErrorCode, STREAM_ROUTES } from '@simbiz/contracts';
import {
  type CallOutcome,
  decideResponse,
  envelopeResult,
  isEnvelopeAnswer,
  loginAddress,
  logoutAddress,
  presentResponse,
  saveBlob,
  type ShellServices,
  transferHeaders,
  transferUrl,
  useShell,
} from '@simbiz/web-kit';
import { useMemo } from 'react';

/** The address a ready export's file is downloaded from (the gateway's stream route). */
export function exportFileUrl(exportId: string): string {
  return transferUrl(STREAM_ROUTES.downloadAuditExport.path, { exportId });
}

/** The name the server gives the file (Content-Disposition, the UTF-8 form first), else one from when the export was made. */
export function exportFileName(disposition: string | null, createdAt: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name: the plain one, or ours.
    }
  }
  const plain = disposition?.match(/filename="([^"]+)"/i)?.[1];
  return plain ?? `audit-log-${createdAt.slice(0, 16).replace(/[:T]/g, '-')}.csv`;
}

/**
 * Fetches a ready export's file with the headers every call carries (x-csrf), as the web-kit's
 * file transfers do: the file and its name, or the refusal's outcome (9991 when it is gone).
 */
export async function fetchExportFile(
  item: Pick<AuditExport, 'exportId' | 'createdAt'>,
  locale?: string,
): Promise<{ ok: true; blob: Blob; fileName: string } | { ok: false; outcome: CallOutcome }> {
  if (window.navigator.onLine === false) return { ok: false, outcome: { kind: 'requestNotMade', details: 'offline' } };
  try {
    const response = await fetch(exportFileUrl(item.exportId), {
      method: STREAM_ROUTES.downloadAuditExport.method,
      headers: transferHeaders(locale),
      credentials: 'same-origin',
    });
    if (isEnvelopeAnswer(response.headers.get('content-type')) || !response.ok) {
      const answer = envelopeResult<unknown>(response.status, await response.json().catch(() => undefined));
      // A success envelope where the file should be is no file either.
      return answer.ok
        ? {
            ok: false,
            outcome: { kind: 'answer', status: response.status, envelope: { code: ErrorCode.unsuccessful, data: { details: 'no file in the answer' } } },
          }
        : answer;
    }
    return { ok: true, blob: await response.blob(), fileName: exportFileName(response.headers.get('content-disposition'), item.createdAt) };
  } catch (error) {
    return { ok: false, outcome: { kind: 'noResponse', details: error instanceof Error ? error.message : String(error) } };
  }
}

/** Shows a failed download as the shell's API client shows a refusal (section 8). */
function present(services: ShellServices, outcome: CallOutcome): void {
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

/** Downloads a ready export in the page's language and saves it; a refusal is shown. Resolves whether the file was saved. */
export function useExportDownload(): (item: Pick<AuditExport, 'exportId' | 'createdAt'>) => Promise<boolean> {
  const services = useShell();
  return useMemo(
    () => async (item) => {
      const result = await fetchExportFile(item, services.i18n.language);
      if (result.ok) saveBlob(result.blob, result.fileName);
      else present(services, result.outcome);
      return result.ok;
    },
    [services],
  );
}
