import { cn } from '@/lib/cn';

/**
 * A list page's filter as a row of pressed-or-not buttons in a named `nav` (the enquiries' kinds, the
 * offers' states): one is pressed, pressing another asks the page for it.
 */
export function FilterPills<V>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-medium',
            value === option.value
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {option.label}
        </button>
      ))}
    </nav>
  );
}
