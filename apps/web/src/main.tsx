import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { registerTokenRefresh } from '@/features/accounts/utils/token-refresh';
import { loadTagManager } from '@/lib/analytics';
import { currentUserQueryOptions } from '@/lib/current-user';
import { queryClient } from '@/lib/query-client';
import { isSignedIn } from '@/lib/session';
import './index.css';

loadTagManager();
registerTokenRefresh();
// Issue 14: a signed-in browser asks who it is at once, while the page's code is still arriving,
// instead of when the first page renders (prices, the member layout and the member search wait on it).
if (isSignedIn()) void queryClient.prefetchQuery(currentUserQueryOptions());

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
