import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind, PurchaseDocument, PurchaseDocumentList } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// Documents per purchase: GET /api/documents, GET /api/documents/:id/file (the member's company);
// GET|POST /api/admin/purchases/:id/documents, DELETE /api/admin/documents/:id (staff).
export const documentsQueryKey = ['documents'] as const;

export interface DocumentsFilter {
  kind?: DocumentKind;
  purchaseId?: number;
}

export function useDocuments(filter: DocumentsFilter = {}) {
  return useQuery(
    queryOptions({
      queryKey: [...documentsQueryKey, filter.kind ?? 'all', filter.purchaseId ?? 'all'],
      queryFn: ({ signal }): Promise<PurchaseDocumentList> =>
        apiFetch<PurchaseDocumentList>('/documents', {
          signal,
          query: { kind: filter.kind, purchaseId: filter.purchaseId },
        }),
    }),
  );
}

export function useAdminPurchaseDocuments(purchaseId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...documentsQueryKey, 'admin', purchaseId],
      queryFn: ({ signal }): Promise<PurchaseDocumentList> =>
        apiFetch<PurchaseDocumentList>(`/admin/purchases/${purchaseId}/documents`, { signal }),
    }),
  );
}

/** Uploads the file as the raw body (PDF, JPEG or PNG, up to 10 MB). */
export function useUploadDocument(purchaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      file,
      reference = '',
    }: {
      kind: DocumentKind;
      file: File;
      reference?: string;
    }): Promise<PurchaseDocument> =>
      apiFetch<PurchaseDocument>(`/admin/purchases/${purchaseId}/documents`, {
        method: 'POST',
        body: file,
        query: { kind, fileName: file.name, reference },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<void> => apiFetch(`/admin/documents/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
