import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';

/** §2 Free-text box: Enter or the button searches; §4 an empty box removes freeText. */
export function FreeTextSearch({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value ?? '');
  const [synced, setSynced] = useState(value);
  if (synced !== value) {
    // The URL changed underneath (back/forward, Clear Filter): show what it says.
    setSynced(value);
    setText(value ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim().slice(0, 200);
    onSearch(trimmed === '' ? undefined : trimmed);
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full max-w-xl">
      <input
        type="search"
        aria-label={t`Search car, model or keyword`}
        placeholder={t`Search car, model or keyword`}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        className="h-10 min-w-0 flex-1 rounded-s-md border border-e-0 border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={t`Search`}
        className="inline-flex h-10 items-center gap-1.5 rounded-e-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <Search aria-hidden className="size-4" />
        <span className="hidden sm:inline">
          <Trans>Search</Trans>
        </span>
      </button>
    </form>
  );
}
