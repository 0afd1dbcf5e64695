import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { SearchFilter } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';

// The form (react-hook-form) is fetched with the dialog, not with the search page.
const SaveSearchForm = lazy(() => import('./save-search-form').then((m) => ({ default: m.SaveSearchForm })));

interface SaveSearchPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button's name, also the dialog's title. */
  label: string;
  filter: SearchFilter;
  sourcing: boolean;
}

/** The dialog of 'Save this search' and 'Alert me when it arrives' (save-search-dialog.tsx opens it). */
export function SaveSearchPanel({ open, onOpenChange, label, filter, sourcing }: SaveSearchPanelProps) {
  // Mounted only while open: the next opening starts with the form again.
  const { t } = useLingui();
  const [done, setDone] = useState<string | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={label}
        description={
          sourcing
            ? t`We save this search and tell you as soon as a matching vehicle is listed. Add a note and our sales team will also look for it for you.`
            : t`We tell you when vehicles matching this search are listed or reduced in price.`
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
                <Trans>Go to Saved Searches</Trans>
              </Link>
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                <Trans>Close</Trans>
              </Button>
            </div>
          </div>
        ) : (
          <Suspense fallback={<Spinner label={t`Loading the form`} />}>
            <SaveSearchForm filter={filter} sourcing={sourcing} onSaved={setDone} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
