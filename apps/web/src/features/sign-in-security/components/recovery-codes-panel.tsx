import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { downloadRecoveryCodes } from '../utils/recovery-codes-file';

/**
 * New recovery codes, shown once (the server keeps only their hashes): a list to copy, a text file to
 * download, and Done to hide them. Focus moves here, so the codes are not missed.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <h3 id={headingId} className="text-sm font-semibold text-brand-900">
        <Trans>Your recovery codes</Trans>
      </h3>
      <p className="text-sm text-slate-700">
        <Trans>Each code works once. Keep them somewhere safe: they are shown only now.</Trans>
      </p>
      <ul
        aria-label={t`Recovery codes`}
        className="grid grid-cols-1 gap-1.5 font-mono text-sm text-slate-900 min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 ring-1 ring-slate-200">
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => downloadRecoveryCodes(i18n, codes)}>
          <Download aria-hidden className="size-4" /> <Trans>Download</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </section>
  );
}
