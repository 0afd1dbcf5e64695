import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type PurchaseDocument,
  type PurchaseDocumentList,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  useAdminPurchaseDocuments,
  useDeleteDocument,
  useDocuments,
  useUploadDocument,
} from '../api/documents';
import { DOCUMENT_KIND_MESSAGES, DocumentsTable, labelOf } from './documents-table';

/**
 * The documents of one purchase (bill of lading, certificates...): on the dealer's deal page, or in
 * the back office, where staff upload and delete them. A cancelled purchase will get none, so the
 * dealer's empty list does not promise them.
 */
export function PurchaseDocuments({
  viewer,
  purchaseId,
  cancelled = false,
}: {
  viewer: 'dealer' | 'staff';
  purchaseId: number;
  cancelled?: boolean;
}) {
  // Each side reads its own endpoint: one component per side, so each calls its hooks unconditionally.
  return viewer === 'staff' ? (
    <StaffDocuments purchaseId={purchaseId} />
  ) : (
    <DealerDocuments purchaseId={purchaseId} cancelled={cancelled} />
  );
}

function DealerDocuments({ purchaseId, cancelled }: { purchaseId: number; cancelled: boolean }) {
  const { t } = useLingui();
  return (
    <DocumentsCard
      purchaseId={purchaseId}
      documents={useDocuments({ purchaseId })}
      none={
        cancelled
          ? t`No documents were issued: the purchase was cancelled.`
          : t`No documents yet. The export certificate, inspection certificate and bill of lading appear here as our team issues them, and you are told when each one is added.`
      }
    />
  );
}

/** The card both sides share: the list (or what `none` says), then what the side adds under it. */
function DocumentsCard({
  purchaseId,
  documents,
  none,
  actions,
  children,
}: {
  purchaseId: number;
  documents: QueryLike<PurchaseDocumentList>;
  none: string;
  actions?: (document: PurchaseDocument) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <CardSection id={`purchase-${purchaseId}-documents`} title={t`Documents`} bodyClassName="mt-3 space-y-4">
      <QueryState
        query={documents}
        loadingClassName="h-16 w-full"
        empty={{
          when: (data) => data.documents.length === 0,
          text: none,
        }}
      >
        {(data) => (
          <DocumentsTable
            documents={data.documents}
            caption={t`Documents of this purchase`}
            showVehicle={false}
            actions={actions}
          />
        )}
      </QueryState>
      {children}
    </CardSection>
  );
}

const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** Staff's side: upload (type + file) and delete. */
function StaffDocuments({ purchaseId }: { purchaseId: number }) {
  const { t, i18n } = useLingui();
  const documents = useAdminPurchaseDocuments(purchaseId);
  const upload = useUploadDocument(purchaseId);
  const remove = useDeleteDocument();
  const [kind, setKind] = useState<DocumentKind>('bill-of-lading');
  const [file, setFile] = useState<File | null>(null);
  const [reference, setReference] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();
  const [inputKey, setInputKey] = useState(0);

  const uploadError =
    upload.error instanceof ApiError ? (upload.error.fieldErrors?.file ?? upload.error.message) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setFileError(t`Choose the PDF, JPEG or PNG file to upload.`);
      return;
    }
    setFileError(undefined);
    upload.mutate(
      { kind, file, reference: kind === 'bill-of-lading' ? reference : '' },
      {
        onSuccess: () => {
          setFile(null);
          setReference('');
          setInputKey((key) => key + 1);
        },
      },
    );
  };

  return (
    <DocumentsCard
      purchaseId={purchaseId}
      documents={documents}
      none={t`No documents uploaded for this purchase yet.`}
      actions={(document) => {
        const kind = labelOf(i18n, document);
        const { fileName } = document;
        return (
          <ConfirmButton
            variant="link"
            size="sm"
            className="text-danger-700"
            disabled={remove.isPending}
            title={t`Delete ${kind} ${fileName}?`}
            description={t`The dealer can no longer download it. Upload it again if it was deleted by mistake.`}
            confirmLabel={t`Delete document`}
            onConfirm={() => remove.mutate(document.id)}
          >
            <Trans>
              Delete
              <span className="sr-only">
                {' '}
                {kind} {fileName}
              </span>
            </Trans>
          </ConfirmButton>
        );
      }}
    >
      {remove.isError && <FormAlert>{remove.error.message}</FormAlert>}
      <form
        onSubmit={submit}
        className={cn(
          'grid gap-3 sm:items-end',
          // A bill of lading has its B/L number between the type and the file.
          kind === 'bill-of-lading'
            ? 'sm:grid-cols-[12rem_14rem_1fr] lg:grid-cols-[12rem_14rem_1fr_auto]'
            : 'sm:grid-cols-[12rem_1fr_auto]',
        )}
        noValidate
      >
        <Field label={t`Document type`}>
          <Select value={kind} onChange={(event) => setKind(event.target.value as DocumentKind)}>
            {DOCUMENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {i18n._(DOCUMENT_KIND_MESSAGES[value])}
              </option>
            ))}
          </Select>
        </Field>
        {kind === 'bill-of-lading' && (
          <Field label={t`B/L number`} hint={t`Printed on the final invoice.`}>
            <Input value={reference} maxLength={60} onChange={(event) => setReference(event.target.value)} />
          </Field>
        )}
        <Field
          label={t`Document file`}
          hint={t`PDF, JPEG or PNG, up to 10 MB.`}
          error={fileError ?? uploadError}
        >
          <Input
            key={inputKey}
            type="file"
            accept={ACCEPT}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(undefined);
              upload.reset();
            }}
          />
        </Field>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? t`Uploading…` : t`Upload document`}
        </Button>
      </form>
      {upload.isError && !(upload.error instanceof ApiError) && <FormAlert>{upload.error.message}</FormAlert>}
      {upload.isSuccess && <Uploaded kind={labelOf(i18n, upload.data)} fileName={upload.data.fileName} />}
    </DocumentsCard>
  );
}

/** The upload's confirmation, naming the document. */
function Uploaded({ kind, fileName }: { kind: string; fileName: string }) {
  return (
    <p role="status" className="text-sm text-success-700">
      <Trans>
        {kind} {fileName} uploaded; the dealer has been told.
      </Trans>
    </p>
  );
}
