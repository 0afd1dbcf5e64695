import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

/**
 * The tabs' names by tab number (the public tabs of packages/domain's PUBLIC_SEARCH_TABS and the member's
 * tabs the server lists); a tab not named here shows the label it came with.
 */
const TAB_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`All Stock`,
  10: msg`New Arrival`,
  11: msg`IBC Stock`,
  13: msg`Hybrid Cars`,
  15: msg`Dealer Direct`,
  16: msg`DDU Stock`,
};

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
  const { t, i18n } = useLingui();
  const tabLabel = (item: SearchTabItem) => {
    const known = TAB_LABELS[item.tab];
    return known ? i18n._(known) : item.label;
  };
  return (
    <div
      role="tablist"
      aria-label={t({ message: 'Stock', comment: 'The stock tabs of the vehicle search' })}
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
          {tabLabel(item)}
        </button>
      ))}
    </div>
  );
}
