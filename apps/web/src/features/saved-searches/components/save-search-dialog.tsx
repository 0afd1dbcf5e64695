import { useLingui } from '@lingui/react/macro';
import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import type { SearchFilter } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { showsPrices, usePriceAccess } from '@/lib/current-user';
import { lazyDialog } from '@/lib/lazy-with-preload';

// The dialog (Radix) and its form are fetched when the button is about to be used (pointer
// over it, focus) or pressed, not with the search page.
const SaveSearchPanel = lazyDialog(() => import('./save-search-panel').then((m) => m.SaveSearchPanel));
const preloadPanel = () => void SaveSearchPanel.preload().catch(() => {});

/**
 * 'Save this search' on the member search, and 'Alert me when it arrives' on an empty
 * result (`sourcing`: a note also asks the sales team to find the vehicle). Saves the search page's
 * current query with a name and how often to be alerted.
 */
export function SaveSearchDialog({ filter, sourcing = false }: { filter: SearchFilter; sourcing?: boolean }) {
  const { t } = useLingui();
  const allowed = showsPrices(usePriceAccess());
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  const label = sourcing ? t`Alert me when it arrives` : t`Save this search`;
  return (
    <>
      <Button
        variant={sourcing ? 'primary' : 'secondary'}
        size={sourcing ? 'md' : 'sm'}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className="gap-1.5"
      >
        <BellPlus aria-hidden className="size-4" />
        {label}
      </Button>
      <SaveSearchPanel open={open} onOpenChange={setOpen} label={label} filter={filter} sourcing={sourcing} />
    </>
  );
}
