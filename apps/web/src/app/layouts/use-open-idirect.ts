import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { idirectLinkQueryOptions } from '@/features/accounts/api/get-idirect-link';

/**
 * 'Auctions in Japan' (§2, iDirect users only), clicked before the menu link has its address: the tab
 * is opened synchronously inside the click so pop-up blockers allow it, then pointed at the link.
 */
export function useOpenIDirect() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    const tab = window.open('about:blank', '_blank');
    // Joins the menu link's request when it is still in flight (one request, one cached address).
    queryClient
      .fetchQuery(idirectLinkQueryOptions())
      .then((link) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = link;
        } else {
          window.open(link, '_blank', 'noopener');
        }
      })
      .catch(() => {
        tab?.close();
        setError(t`We could not open Auctions in Japan. Please try again in a moment.`);
      });
  };
  return { open, error, clearError: () => setError(null) };
}
