import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  STOCK_IMPORT_LIMITS,
  type ImportEncoding,
  type StockImportCheck,
  type VehicleInput,
} from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { stockQueryKey } from './get-stock';

// The stock import: POST /api/admin/stock/import/check reads a file (CSV or XLSX, its bytes as
// they are: the server finds or is told the encoding) and reports, writing nothing; POST
// /api/admin/stock/import writes one batch of the checked rows.

export function checkStockFile(file: Blob, encoding: ImportEncoding): Promise<StockImportCheck> {
  return apiFetch<StockImportCheck>(`/admin/stock/import/check?encoding=${encoding}`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': 'application/octet-stream' },
  });
}

export function useCheckStockFile() {
  return useMutation({
    mutationFn: ({ file, encoding }: { file: Blob; encoding: ImportEncoding }) =>
      checkStockFile(file, encoding),
  });
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
