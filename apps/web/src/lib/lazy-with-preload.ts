import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
} from 'react';
import { messagesReady } from './i18n';

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
 * React.lazy with a preload. A lazy component always suspends on its first render, even
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
    // With its messages: what is drawn after the first page waits for the language's catalogue.
    (pending ??= Promise.all([load(), messagesReady()])
      .then(([component]) => component)
      .then(
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

export interface LazyDialog<P extends { open: boolean }> {
  (props: P): ReactElement | null;
  /** Starts the download (once), for a control that is about to open it. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A dialog fetched when it is first opened and mounted only while open. Radix's dialog
 * (focus trap, scroll lock, portal) is not part of a page's first load, and a page does not hydrate
 * a closed dialog: its Presence sets state as it mounts, which makes React run all of the page's
 * effects inside the hydration's commit instead of in a task of their own.
 *
 * `load` brings the dialog, controlled by its `open` prop as before: closing it (Escape, X, a button)
 * calls its `onOpenChange` or `onClose`, the owner sets `open` to false and it is unmounted.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): LazyDialog<P> {
  const Dialog = lazyWithPreload(load);
  function WhenOpen(props: P): ReactElement | null {
    return props.open ? createElement(Suspense, { fallback: null }, createElement(Dialog, props)) : null;
  }
  return Object.assign(WhenOpen, { preload: Dialog.preload });
}
