import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { MAX_CHECKLIST_VEHICLES, parseChecklistIds } from '@ibc/domain';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { EmailInquiryFields } from '@/components/ui/email-inquiry-fields';
import { PageHeader } from '@/components/ui/page-header';
import { useEmailInquiryForm } from '@/lib/use-email-inquiry-form';
import { useChecklistVehicles } from '../api/get-checklist-vehicles';
import { useSendEmailChecklist } from '../api/send-email-checklist';
import { VehicleImage } from '@/components/ui/vehicle-image';

/** /form/email-checklist-form?id=1-2-3 (§2): e-mails the checklists of those vehicles to an address. */
export default function EmailChecklistFormPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const ids = parseChecklistIds(params.get('id')).slice(0, MAX_CHECKLIST_VEHICLES);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader
        title={t`Email checklist`}
        description={t`Send the checklists of these vehicles (photos, specifications and a link) to any e-mail address.`}
      />
      {ids.length === 0 ? (
        <EmptyState
          title={t`No vehicles chosen.`}
          description={t`Use EMAIL CHECKLIST on a vehicle tile, the checklist page or the compare panel.`}
          action={
            <Link to="/search" className={buttonClasses('primary')}>
              <Trans>Search stock</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <ChosenVehicles ids={ids} />
          <ChecklistForm ids={ids} />
        </>
      )}
    </div>
  );
}

function ChosenVehicles({ ids }: { ids: number[] }) {
  const { t } = useLingui();
  const count = ids.length;
  const vehicles = useChecklistVehicles(ids);
  return (
    <section aria-label={t`Vehicles to send`}>
      <h2 className="mb-2 text-sm font-semibold text-slate-700">
        <Plural value={count} one="# vehicle" other="# vehicles" />
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {(
          vehicles.data ??
          ids.map((id) => ({ id, chassis: `#${id}`, year: 0, make: '', model: '', frontPhotoMedium: '' }))
        ).map((v) => (
          <li key={v.id} className="flex items-center gap-3 rounded-md border border-slate-200 bg-white p-2">
            <VehicleImage src={v.frontPhotoMedium} className="h-12 w-16 shrink-0 rounded" />
            <div className="min-w-0 text-sm">
              <p className="truncate font-semibold text-brand-900">
                {v.year ? `${v.year} ${v.make} ${v.model}` : t`Vehicle`}
              </p>
              <Link to={`/checklist?id=${v.id}`} className="text-xs text-brand-600 hover:underline">
                <bdi>{v.chassis}</bdi>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChecklistForm({ ids }: { ids: number[] }) {
  const { t } = useLingui();
  const send = useSendEmailChecklist();
  const inquiry = useEmailInquiryForm(
    (values) => send.mutateAsync({ ...values, vehicleIds: ids }),
    t`The checklist could not be sent. Please try again.`,
  );
  const { onSubmit, isSubmitting } = inquiry;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t`Email checklist`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <EmailInquiryFields
        inquiry={inquiry}
        nameLabel={t`Your name`}
        emailLabel={t`Send to (e-mail address)`}
        gridClassName="gap-4"
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Sending…` : t`Send checklist`}
        </Button>
      </div>
    </form>
  );
}
