import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Voyage } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useDeleteVoyage } from '../api/delete-voyage';
import { useShippingPorts } from '../api/get-shipping-ports';
import { useVoyages } from '../api/get-voyages';
import { useSaveVoyage } from '../api/save-voyage';
import { VoyageForm } from '../components/voyage-form';
import { VoyagesTable } from '../components/voyages-table';

/** What the dialog is doing: adding, or editing one voyage. */
type Editing = { voyage: Voyage | null } | null;

/** 'Pacific Hope voyage 12A' in the reader's language (vessel and voyage number stay as they are). */
const voyageName = (i18n: I18n, { vesselName, voyageNumber }: Voyage) =>
  i18n._(msg`${vesselName} voyage ${voyageNumber}`);

/**
 * /admin/shipping: the carriers' voyages from Japan with the ETA at each port of
 * discharge, edited as the lines move their dates. Members see the upcoming ones to their country
 * on /my-account/shipping-schedule.
 */
export default function ShippingAdminPage() {
  const { t, i18n } = useLingui();
  const [showPast, setShowPast] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const voyages = useVoyages(showPast);
  const options = useShippingPorts();
  const save = useSaveVoyage();

  const editTitle = (voyage: Voyage) => {
    const name = voyageName(i18n, voyage);
    return t`Edit ${name}`;
  };

  const open = (voyage: Voyage | null) => {
    setNotice(null);
    setEditing({ voyage });
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Shipping schedule`}
        description={t`Voyages from Japan with the carrier's ETA at each port of discharge. Members see the upcoming ones to their country's ports on their shipping schedule page.`}
        actions={
          <Button onClick={() => open(null)}>
            <Plus aria-hidden className="size-4" /> <Trans>Add voyage</Trans>
          </Button>
        }
      />
      <Checkbox
        label={t`Show past voyages`}
        checked={showPast}
        onChange={(event) => setShowPast(event.target.checked)}
      />
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      <QueryState
        query={voyages}
        loadingClassName="h-48 w-full"
        errorText={({ message }) => <Trans>The voyages could not be loaded: {message}</Trans>}
      >
        {(data) => (
          <>
            {data.upcoming.length === 0 ? (
              <EmptyState
                title={t`No upcoming voyages.`}
                description={t`Add the next sailings from the carriers' schedules; members see them straight away.`}
              />
            ) : (
              <VoyagesTable caption={t`Upcoming voyages`} voyages={data.upcoming} onEdit={open} />
            )}
            {showPast && (
              <section aria-labelledby="past-voyages" className="space-y-2">
                <h2 id="past-voyages" className="text-base font-semibold text-brand-900">
                  <Trans>Past voyages</Trans>
                </h2>
                {data.past.length === 0 ? (
                  <EmptyState title={t`No past voyages.`} />
                ) : (
                  <VoyagesTable caption={t`Past voyages`} voyages={data.past} onEdit={open} />
                )}
              </section>
            )}
          </>
        )}
      </QueryState>

      <Dialog open={editing !== null} onOpenChange={(isOpen) => !isOpen && setEditing(null)}>
        {editing && (
          <DialogContent
            size="lg"
            title={editing.voyage ? editTitle(editing.voyage) : t`Add voyage`}
            description={t`Dates are the carrier's published dates.`}
            showDescription
          >
            <QueryState
              query={options}
              loadingClassName="h-64 w-full"
              errorText={({ message }) => <Trans>The ports could not be loaded: {message}</Trans>}
            >
              {(data) => (
                <div className="space-y-4">
                  <VoyageForm
                    voyage={editing.voyage}
                    options={data}
                    onCancel={() => setEditing(null)}
                    onSubmit={async (input) => {
                      const saved = await save.mutateAsync({ id: editing.voyage?.id ?? null, input });
                      setEditing(null);
                      const name = voyageName(i18n, saved);
                      setNotice(t`${name} is saved.`);
                    }}
                  />
                  {editing.voyage && (
                    <DeleteVoyage
                      voyage={editing.voyage}
                      onDeleted={(voyage) => {
                        setEditing(null);
                        const name = voyageName(i18n, voyage);
                        setNotice(t`${name} is deleted.`);
                      }}
                    />
                  )}
                </div>
              )}
            </QueryState>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

/** For a voyage entered by mistake or cancelled by the line; asks once more before deleting. */
function DeleteVoyage({ voyage, onDeleted }: { voyage: Voyage; onDeleted: (voyage: Voyage) => void }) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteVoyage();
  const name = voyageName(i18n, voyage);
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3">
      {remove.isError && <FormAlert>{remove.error.message}</FormAlert>}
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <p>
            <Trans>Delete {name}? Members stop seeing it at once.</Trans>
          </p>
          <Button
            variant="secondary"
            className="text-danger-700"
            disabled={remove.isPending}
            onClick={() => remove.mutate(voyage.id, { onSuccess: () => onDeleted(voyage) })}
          >
            <Trans>Yes, delete voyage</Trans>
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            <Trans>Keep it</Trans>
          </Button>
        </div>
      ) : (
        <Button variant="ghost" className="text-danger-700" onClick={() => setConfirming(true)}>
          <Trans>Delete voyage</Trans>
        </Button>
      )}
    </div>
  );
}
