import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * State that resets itself when the location changes: open menus and flyouts close at the end of
 * every navigation without an effect (the value is tied to the location key it was set on).
 */
export function useNavigationScopedState<T>(initial: T): [T, (next: T | ((current: T) => T)) => void] {
  const { key } = useLocation();
  const [state, setState] = useState<{ key: string; value: T }>({ key, value: initial });
  const value = state.key === key ? state.value : initial;
  const set = (next: T | ((current: T) => T)) =>
    setState((current) => {
      const base = current.key === key ? current.value : initial;
      return { key, value: typeof next === 'function' ? (next as (c: T) => T)(base) : next };
    });
  return [value, set];
}
