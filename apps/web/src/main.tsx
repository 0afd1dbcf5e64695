import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { registerTokenRefresh } from '@/features/accounts/utils/token-refresh';
import { loadTagManager } from '@/lib/analytics';
import './index.css';

loadTagManager();
registerTokenRefresh();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
