import { Trans, useLingui } from '@lingui/react/macro';
import { useCompareSelection } from '../hooks/use-compare-selection';
import { addToCompareSelection, removeFromCompareSelection } from '../utils/compare-selection-store';

/**
 * A vehicle tile's compare control (§2 Compare widget). The app layer puts it into the stock
 * search's tiles; a fifth choice is refused and reported through onError.
 */
export function CompareToggle({
  id,
  name,
  onError,
}: {
  id: number;
  name: string;
  onError: (message: string) => void;
}) {
  const { t } = useLingui();
  const selected = useCompareSelection().includes(id);
  return (
    <label className="inline-flex cursor-pointer items-center gap-1 text-xs font-medium text-slate-600">
      <input
        type="checkbox"
        aria-label={t`Compare ${name}`}
        checked={selected}
        onChange={(event) => {
          if (!event.target.checked) return removeFromCompareSelection(id);
          const result = addToCompareSelection(id);
          if (result.error) onError(t`You can compare up to four (4) vehicles only.`);
        }}
        className="size-3.5 accent-brand-600"
      />
      <Trans>Compare</Trans>
    </label>
  );
}
