import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n as defaultI18n } from '@/lib/i18n';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

export function AppProviders({
  children,
  queryClient = defaultQueryClient,
  i18n = defaultI18n,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The server's render in a language of its own (the browser has one, lib/i18n.ts). */
  i18n?: I18n;
}) {
  // Tooltips bring their own Radix provider with their lazily fetched part (components/ui/tooltip).
  // The language's catalogue is active before the first render (main.tsx, entry-server.tsx).
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}
