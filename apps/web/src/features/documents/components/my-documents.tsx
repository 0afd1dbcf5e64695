import type { ReactNode } from 'react';
import type { DocumentKind } from '@ibc/domain';
import { QueryState } from '@/components/ui/query-state';
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
  return (
    <QueryState
      query={documents}
      loadingClassName="h-24 w-full"
      empty={{
        when: (data) => data.documents.length === 0,
        title: emptyTitle,
        description: emptyDescription,
      }}
    >
      {(data) => <DocumentsTable documents={data.documents} caption={caption} />}
    </QueryState>
  );
}
