import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/ui/spinner';

/** First paint while the first page's code loads. */
export function PageFallback() {
  const { t } = useLingui();
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label={t`Loading IBC Japan`} />
    </div>
  );
}
