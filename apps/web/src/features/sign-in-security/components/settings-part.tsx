import { useId, type ReactNode } from 'react';

/** One part of the two-step settings (passkeys, the authenticator app, recovery codes) under its h3. */
export function SettingsPart({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-slate-100 pt-4">
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </section>
  );
}
