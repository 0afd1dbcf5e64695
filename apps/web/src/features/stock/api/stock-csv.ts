import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessDate, STOCK_IMPORT_LIMITS, type StockImportCheck, type VehicleInput } from '@ibc/domain';
import { apiFetch, downloadFile } from '@/lib/api-client';
import { stockQueryKey } from './get-stock';

// The stock CSV: POST /api/admin/stock/import/check reads a file and reports (nothing is
// written); POST /api/admin/stock/import writes one batch of the checked rows; the template and the
// export are CSV answers, saved as files.

export function checkStockCsv(file: Blob): Promise<StockImportCheck> {
  return apiFetch<StockImportCheck>('/admin/stock/import/check', {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': 'text/csv' },
  });
}

export function useCheckStockCsv() {
  return useMutation({ mutationFn: checkStockCsv });
}

/**
 * Writes the checked rows batch by batch (one transaction each), reporting how many are in after
 * each batch. A batch the server refuses stops the import; the batches before it stay written.
 */
export async function importStockRows(
  vehicles: readonly VehicleInput[],
  onProgress: (imported: number) => void,
): Promise<number> {
  let imported = 0;
  for (let start = 0; start < vehicles.length; start += STOCK_IMPORT_LIMITS.batchSize) {
    const batch = vehicles.slice(start, start + STOCK_IMPORT_LIMITS.batchSize);
    const answer = await apiFetch<{ imported: number }>('/admin/stock/import', {
      method: 'POST',
      body: { vehicles: batch },
    });
    imported += answer.imported;
    onProgress(imported);
  }
  return imported;
}

export function useImportStockRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      vehicles,
      onProgress,
    }: {
      vehicles: readonly VehicleInput[];
      onProgress: (n: number) => void;
    }) => importStockRows(vehicles, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...stockQueryKey, 'list'] }),
  });
}

/**
 * Saves a CSV answer of the API (the template, the export) as a file in the browser; the export is
 * named by the business date (Japan's), as the server names it.
 */
export function downloadStockCsv(kind: 'template' | 'export'): Promise<void> {
  return kind === 'template'
    ? downloadFile('/admin/stock/import/template', 'stock-template.csv')
    : downloadFile('/admin/stock/export', `stock-${businessDate(new Date())}.csv`);
}
