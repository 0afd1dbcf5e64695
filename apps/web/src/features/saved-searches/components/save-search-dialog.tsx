import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { SearchFilter } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { usePriceAccess } from '@/lib/current-user';

// The form (react-hook-form) is fetched when the dialog opens, not with the search page (issue 14).
const SaveSearchForm = lazy(() => import('./save-search-form').then((m) => ({ default: m.SaveSearchForm })));

/**
 * 'Save this search' (issue 13) on the member search, and 'Alert me when it arrives' on an empty
 * result (`sourcing`: a note also asks the sales team to find the vehicle). Saves the search page's
 * current query with a name and how often to be alerted.
 */
export function SaveSearchDialog({ filter, sourcing = false }: { filter: SearchFilter; sourcing?: boolean }) {
  const allowed = usePriceAccess() === 'approved';
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (!allowed) return null;
  const label = sourcing ? 'Alert me when it arrives' : 'Save this search';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setDone(null);
      }}
    >
      <Button
        variant={sourcing ? 'primary' : 'secondary'}
        size={sourcing ? 'md' : 'sm'}
        onClick={() => setOpen(true)}
        className="gap-1.5"
      >
        <BellPlus aria-hidden className="size-4" />
        {label}
      </Button>
      <DialogContent
        title={label}
        description={
          sourcing
            ? 'We save this search and tell you as soon as a matching vehicle is listed. Add a note and our sales team will also look for it for you.'
            : 'We tell you when vehicles matching this search are listed or reduced in price.'
        }
        showDescription
        size="sm"
      >
        {done ? (
          <div className="space-y-4">
            <FormAlert tone="success">{done}</FormAlert>
            <div className="flex flex-wrap justify-end gap-2">
              <Link
                to="/my-account/saved-searches"
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                Go to Saved Searches
              </Link>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Close
              </Button>
            </div>
          </div>
        ) : (
          <Suspense fallback={<Spinner label="Loading the form" />}>
            <SaveSearchForm filter={filter} sourcing={sourcing} onSaved={setDone} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
