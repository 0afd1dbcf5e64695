import { Spinner } from '@/components/ui/spinner';

/** First paint while the first page's code loads. */
export function PageFallback() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label="Loading IBC Japan" />
    </div>
  );
}
