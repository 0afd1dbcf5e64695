import { useState } from 'react';
import { getIDirectLink } from '@/features/accounts/api/get-idirect-link';

/**
 * 'Auctions in Japan' (§2, iDirect users only): the link comes from the API at click time. The tab
 * is opened synchronously inside the click so pop-up blockers allow it, then pointed at the link.
 */
export function useOpenIDirect() {
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    const tab = window.open('about:blank', '_blank');
    getIDirectLink()
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
        setError('We could not open Auctions in Japan. Please try again in a moment.');
      });
  };
  return { open, error, clearError: () => setError(null) };
}
