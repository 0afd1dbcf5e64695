import {
  addToCompareSelection,
  removeFromCompareSelection,
} from '@/features/compare/utils/compare-selection-store';
import { useCompareSelection } from '@/features/compare/hooks/use-compare-selection';

/**
 * The tile's compare control (§2 Compare widget). The page composes it into VehicleTile's
 * compareSlot; the selection itself belongs to the compare feature.
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
  const selected = useCompareSelection().includes(id);
  return (
    <label className="inline-flex cursor-pointer items-center gap-1 text-xs font-medium text-slate-600">
      <input
        type="checkbox"
        aria-label={`Compare ${name}`}
        checked={selected}
        onChange={(event) => {
          if (!event.target.checked) return removeFromCompareSelection(id);
          const result = addToCompareSelection(id);
          if (result.error) onError(result.error);
        }}
        className="size-3.5 accent-brand-600"
      />
      Compare
    </label>
  );
}
