import { type AuditExport, STREAM_ROUTES } from '@simbiz/contracts';
import { fetchStream, presentOutcome, saveBlob, transferOptionsOf, transferUrl, useShell } from '@simbiz/web-kit';
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

/** Downloads a ready export in the page's language and saves it; a refusal is shown. Resolves whether the file was saved. */
export function useExportDownload(): (item: Pick<AuditExport, 'exportId' | 'createdAt'>) => Promise<boolean> {
  const services = useShell();
  return useMemo(
    () => async (item) => {
      const result = await fetchStream(STREAM_ROUTES.downloadAuditExport, { exportId: item.exportId }, transferOptionsOf(services));
      if (result.ok) saveBlob(result.data.blob, exportFileName(result.data.disposition, item.createdAt));
      else presentOutcome(services, result.outcome);
      return result.ok;
    },
    [services],
  );
}
