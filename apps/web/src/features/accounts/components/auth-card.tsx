import type { ReactNode } from 'react';

/** The centred card of the sign-in pages (login, sign-up, password reset). */
export function AuthCard({
  title,
  description,
  children,
  wide,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-2xl' : 'max-w-md'} py-6 sm:py-10`}>
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-xl font-bold text-brand-900 sm:text-2xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
