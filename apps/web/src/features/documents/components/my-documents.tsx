import type { ReactNode } from 'react';
import type { DocumentKind } from '@ibc/domain';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocuments } from '../api/documents';
import { DocumentsTable } from './documents-table';

/** The member's documents of one kind across his purchases, newest first, or an empty state. */
export function MyDocuments({
  kind,
  caption,
  emptyTitle,
  emptyDescription,
}: {
  kind: DocumentKind;
  caption: string;
  emptyTitle: string;
  emptyDescription: ReactNode;
}) {
  const documents = useDocuments({ kind });
  if (documents.isPending) return <Skeleton className="h-24 w-full" />;
  if (documents.isError) return <FormAlert>{documents.error.message}</FormAlert>;
  if (documents.data.documents.length === 0) {
    return <EmptyState title={emptyTitle} description={emptyDescription} />;
  }
  return <DocumentsTable documents={documents.data.documents} caption={caption} />;
}
