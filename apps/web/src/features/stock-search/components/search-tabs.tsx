import { cn } from '@/lib/cn';

export interface SearchTabItem {
  tab: number;
  label: string;
}

/** §2 Stock tabs; changing tab clears the list, resets to page 1 and searches (§4). */
export function SearchTabs({
  tabs,
  active,
  onSelect,
}: {
  tabs: readonly SearchTabItem[];
  active: number;
  onSelect: (tab: number) => void;
}) {
  return (
    <div
      role="tablist"
      aria-label="Stock"
      className="flex overflow-x-auto border-b border-slate-200 sm:gap-1"
    >
      {tabs.map((item) => (
        <button
          key={item.tab}
          type="button"
          role="tab"
          aria-selected={item.tab === active}
          onClick={() => item.tab !== active && onSelect(item.tab)}
          className={cn(
            '-mb-px border-b-2 px-2 py-2 text-sm font-semibold whitespace-nowrap sm:px-4',
            item.tab === active
              ? 'border-accent-500 text-brand-900'
              : 'border-transparent text-slate-500 hover:text-slate-800',
          )}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
