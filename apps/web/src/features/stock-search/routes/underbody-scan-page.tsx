import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';

export default function UnderbodyScanPage() {
  const { t } = useLingui();
  return (
    <PageHeader
      title={t`Underbody scan`}
      description={t`Underbody scan images of the vehicle, taken before export to show rust and damage.`}
    />
  );
}
