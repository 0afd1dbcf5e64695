import { Trans } from '@lingui/react/macro';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:inset-s-2"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
