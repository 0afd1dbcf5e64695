import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CardSection } from '@/components/ui/card-section';
import { PageHeader } from '@/components/ui/page-header';
import { MyDocuments } from '../components/my-documents';

/** What each correction to a B/L costs (an amount: never translated). */
const amendmentFee = '¥5,000';

/**
 * /my-account/bill-of-lading: the bills of lading of the member's purchases, newest first, with
 * what a B/L is and what to do with it.
 */
export default function BillOfLadingPage() {
  const { t } = useLingui();
  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Bill of lading`}
        description={t`The bills of lading for the vehicles shipped on your account, ready to download.`}
      />
      <CardSection id="my-bills-of-lading" title={t`Your bills of lading`} bodyClassName="mt-3">
        <MyDocuments
          kind="bill-of-lading"
          caption={t`Your bills of lading`}
          emptyTitle={t`No bills of lading yet`}
          emptyDescription={
            <Trans>
              The shipping line issues a bill of lading once your vehicle is loaded and the vessel sails. Our
              team uploads it to the purchase as soon as it arrives, and it appears here and on the
              purchase&apos;s page; you are told by notification and e-mail.
            </Trans>
          }
        />
      </CardSection>
      <CardSection
        id="about-bill-of-lading"
        title={t`How the bill of lading works`}
        bodyClassName="mt-3 space-y-3"
      >
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            <Trans>
              The bill of lading (B/L) is the shipping line&apos;s receipt for your vehicle and the document
              you need to collect it at the destination port. The line issues it after the vehicle has been
              loaded and the vessel has departed; we add it to your purchase within a few working days of
              departure, with the chassis number and voyage it covers.
            </Trans>
          </p>
          <ul className="list-disc space-y-1 ps-5">
            <li>
              <Trans>
                <strong>Original bill of lading:</strong> three signed originals are couriered to you after
                full payment, usually arriving in 3 – 5 days. Present one original to the line&apos;s agent to
                collect the vehicle.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Surrendered (telex release):</strong> the originals are surrendered in Japan once the
                vehicle is paid, and the line releases the cargo electronically at the destination; the copy
                here is enough for your agent and no courier is needed.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Sea waybill:</strong> used for trusted consignees on some routes; no original is
                needed to collect.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Check the consignee, notify party, chassis number and port of discharge as soon as you receive
              the B/L. Corrections after the vessel has sailed cost {amendmentFee} per amendment and can delay
              customs clearance, so tell us at once if anything is wrong. Give the B/L to your customs broker
              together with the export certificate and the invoice.
            </Trans>
          </p>
          <p>
            <Trans>
              See also the <Link to="/my-account/shipping-schedule">shipping schedule</Link> and your{' '}
              <Link to="/my-account/notices">notices</Link>.
            </Trans>
          </p>
        </div>
      </CardSection>
    </div>
  );
}
