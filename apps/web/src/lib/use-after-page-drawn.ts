import { startTransition, useEffect, useState } from 'react';

/**
 * False while the page is first drawn (hydrated, on the server too), true a task after it is on
 * screen. For the parts that draw nothing at first and only ask the API for something (the
 * announcements' pop-up, the visitor's location): mounted with the page, their requests and answers
 * made hydration's effects one long task (total blocking time).
 */
export function useAfterPageDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setDrawn(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return drawn;
}
