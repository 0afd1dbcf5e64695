import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

const quickSearches = ['Toyota Aqua', 'Honda Fit', 'Mazda Demio', 'Toyota Hiace', 'Nissan Leaf'] as const;

/** The home page's search box: hands the words to /search as freeText (§4 free-text search). */
export function HeroSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const id = useId();
  const go = (words: string) => {
    const trimmed = words.trim();
    void navigate(trimmed ? `/search?freeText=${encodeURIComponent(trimmed)}` : '/search');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(text);
  };
  return (
    <div>
      <form role="search" onSubmit={submit} className="flex gap-2 rounded-lg bg-white p-1.5 shadow-lg">
        <label htmlFor={id} className="sr-only">
          <Trans>Search car, model or keyword</Trans>
        </label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Search car, model or keyword`}
          className="h-11 min-w-0 flex-1 rounded-md px-3 text-[15px] text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
        {/* Under 360px the button is its magnifier (named 'Search'), so the words typed stay visible. */}
        <button type="submit" className={buttonClasses('primary', 'lg', 'relative px-4 sm:px-6')}>
          <Search aria-hidden className="size-4" />
          <span className="max-[359px]:sr-only">
            <Trans>Search</Trans>
          </span>
        </button>
      </form>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-brand-100">
        <span>
          <Trans>Popular:</Trans>
        </span>
        {quickSearches.map((q) => (
          <button
            key={q}
            type="button"
            onClick={() => go(q)}
            className="rounded-full bg-white/10 px-2.5 py-1 font-medium text-white ring-1 ring-white/20 hover:bg-white/20"
          >
            {q}
          </button>
        ))}
      </p>
    </div>
  );
}
