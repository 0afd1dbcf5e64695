import { PageHeader } from '@/components/ui/page-header';

export default function UnderbodyScanPage() {
  return (
    <PageHeader
      title="Underbody scan"
      description="Underbody scan images of the vehicle, taken before export to show rust and damage."
    />
  );
}
