import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  // Tooltips bring their own Radix provider with their lazily fetched part (components/ui/tooltip).
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
