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

const voyageName = (voyage: Voyage) => `${voyage.vesselName} voyage ${voyage.voyageNumber}`;

/**
 * /admin/shipping: the carriers' voyages from Japan with the ETA at each port of
 * discharge, edited as the lines move their dates. Members see the upcoming ones to their country
 * on /my-account/shipping-schedule.
 */
export default function ShippingAdminPage() {
  const [showPast, setShowPast] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const voyages = useVoyages(showPast);
  const options = useShippingPorts();
  const save = useSaveVoyage();

  const open = (voyage: Voyage | null) => {
    setNotice(null);
    setEditing({ voyage });
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title="Shipping schedule"
        description="Voyages from Japan with the carrier's ETA at each port of discharge. Members see the upcoming ones to their country's ports on their shipping schedule page."
        actions={
          <Button onClick={() => open(null)}>
            <Plus aria-hidden className="size-4" /> Add voyage
          </Button>
        }
      />
      <Checkbox
        label="Show past voyages"
        checked={showPast}
        onChange={(event) => setShowPast(event.target.checked)}
      />
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      <QueryState
        query={voyages}
        loadingClassName="h-48 w-full"
        errorText={(error) => <>The voyages could not be loaded: {error.message}</>}
      >
        {(data) => (
          <>
            {data.upcoming.length === 0 ? (
              <EmptyState
                title="No upcoming voyages."
                description="Add the next sailings from the carriers' schedules; members see them straight away."
              />
            ) : (
              <VoyagesTable caption="Upcoming voyages" voyages={data.upcoming} onEdit={open} />
            )}
            {showPast && (
              <section aria-labelledby="past-voyages" className="space-y-2">
                <h2 id="past-voyages" className="text-base font-semibold text-brand-900">
                  Past voyages
                </h2>
                {data.past.length === 0 ? (
                  <EmptyState title="No past voyages." />
                ) : (
                  <VoyagesTable caption="Past voyages" voyages={data.past} onEdit={open} />
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
            title={editing.voyage ? `Edit ${voyageName(editing.voyage)}` : 'Add voyage'}
            description="Dates are the carrier's published dates."
            showDescription
          >
            <QueryState
              query={options}
              loadingClassName="h-64 w-full"
              errorText={(error) => <>The ports could not be loaded: {error.message}</>}
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
                      setNotice(`${voyageName(saved)} is saved.`);
                    }}
                  />
                  {editing.voyage && (
                    <DeleteVoyage
                      voyage={editing.voyage}
                      onDeleted={(voyage) => {
                        setEditing(null);
                        setNotice(`${voyageName(voyage)} is deleted.`);
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
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteVoyage();
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3">
      {remove.isError && <FormAlert>{remove.error.message}</FormAlert>}
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <p>Delete {voyageName(voyage)}? Members stop seeing it at once.</p>
          <Button
            variant="secondary"
            className="text-danger-700"
            disabled={remove.isPending}
            onClick={() => remove.mutate(voyage.id, { onSuccess: () => onDeleted(voyage) })}
          >
            Yes, delete voyage
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <Button variant="ghost" className="text-danger-700" onClick={() => setConfirming(true)}>
          Delete voyage
        </Button>
      )}
    </div>
  );
}
