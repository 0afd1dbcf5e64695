import {
  createElement,
  lazy,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
} from 'react';

export interface PreloadableComponent<P extends object> {
  (props: P): ReactElement;
  /** Starts the download (once); resolves to the component. */
  preload: () => Promise<ComponentType<P>>;
  /**
   * Whether the module has arrived; while `wanted`, starts the download and re-renders on arrival. A
   * page shows its own placeholder until then instead of a Suspense fallback (a failed download
   * counts as arrived: rendering the component then tries again, and throws to the error boundary).
   */
  useReady: (wanted: boolean) => boolean;
}

/**
 * React.lazy with a preload (issue 14). A lazy component always suspends on its first render, even
 * when its module has arrived long ago: its Suspense fallback is committed, and React holds the
 * content back for its reveal throttle (300 ms) once the module "arrives". A component made here
 * renders at once when preload() has already brought its module, and like React.lazy otherwise.
 * Each mounted instance keeps the kind it started with, so nothing is mounted twice.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  // A download that failed: useReady reports it as arrived, so the page renders the component,
  // whose lazy download tries again and throws to the error boundary.
  let failed = false;
  // useReady's subscribers, told when the download settles (useSyncExternalStore: a download that
  // settles between a render and its subscription is not missed).
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        notify();
        return component;
      },
      (error: unknown) => {
        pending = undefined; // a failed download (offline) is tried again on the next render
        failed = true;
        notify();
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));

  function Preloadable(props: P): ReactElement {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const isSettled = () => loaded !== undefined || failed;
  function useReady(wanted: boolean): boolean {
    const settled = useSyncExternalStore(subscribe, isSettled, isSettled);
    useEffect(() => {
      if (wanted) preload().catch(() => {}); // a failure is reported through isSettled
    }, [wanted]);
    return settled;
  }
  return Object.assign(Preloadable, { preload, useReady });
}
