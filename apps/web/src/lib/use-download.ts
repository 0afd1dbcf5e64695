import { useCallback, useState } from 'react';
import { downloadFile } from './api-client';

/**
 * Saves a file of the API (an invoice PDF, a payment proof, a bill of lading) through downloadFile
 * (bearer token, one refresh on 401), and keeps the reason when it fails, for the page to show.
 */
export function useDownload(failure = /*i18n*/ 'The file could not be downloaded. Please try again.') {
  const [error, setError] = useState<string | null>(null);
  const download = useCallback(
    (path: string, fileName: string) => {
      setError(null);
      downloadFile(path, fileName).catch((caught: unknown) =>
        setError(caught instanceof Error ? caught.message : failure),
      );
    },
    [failure],
  );
  return { download, error };
}
