import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { messagesReady } from './i18n';

// The shell's Radix parts (menus, pop-overs, tooltips) are fetched on first use, not with
// the page. A control renders a plain, accessible trigger of its own at once (same role, name and
// ARIA state as Radix's closed trigger); the first sign of use (pointer over it, focus, a press)
// fetches the part, which then takes the trigger's place: opened when it was pressed, focused when
// the plain trigger had focus, so neither the pointer nor the keyboard notices the swap.

/** How the plain trigger was used before the part arrived. */
export interface FirstUse {
  /** Pressed (click, tap, Enter/Space): the part mounts open. */
  open: boolean;
  /** The plain trigger had focus when the part arrived: the part's trigger takes it. */
  focus: boolean;
  /** Opened by the keyboard (focus moves into the content), not by a pointer. */
  keyboard: boolean;
  /** Opened by the pointer resting on it (hover pop-overs). */
  hover: boolean;
}

/** What a part's own trigger takes from its control: the plain trigger's classes and content, and its use. */
export interface PartTrigger {
  className: string;
  content: ReactNode;
  firstUse: FirstUse;
}

export interface LazyPart<P> {
  /** Starts the download (idempotent); resolves to the component. */
  preload: () => Promise<ComponentType<P>>;
  /**
   * The part once loaded, `null` before; `request(how)` asks for it (pointer over the trigger, focus, a
   * press) and remembers how, `triggerRef` goes on the plain trigger (to hand focus over).
   */
  useLoaded: () => {
    Part: ComponentType<P> | null;
    firstUse: FirstUse;
    request: (how?: Partial<Omit<FirstUse, 'focus'>>) => void;
    /** The pointer left before the part arrived: a hover does not open it any more. */
    leave: () => void;
    triggerRef: RefObject<HTMLElement | null>;
  };
}

const noUse: FirstUse = { open: false, focus: false, keyboard: false, hover: false };

export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  // Every mounted control of this kind takes the part as soon as it arrives, whichever was used:
  // from then on each one is Radix's own trigger, as if it had never been deferred.
  const waiting = new Set<(part: ComponentType<P>) => void>();
  const preload = () =>
    // With its messages: a part is drawn after the first page, once the language's catalogue is in.
    (pending ??= Promise.all([load(), messagesReady()])
      .then(([component]) => component)
      .then(
        (part) => {
          loaded = part;
          for (const swap of waiting) swap(part);
          return part;
        },
        (error: unknown) => {
          // A failed download (offline) leaves the plain triggers; the next use tries again.
          pending = null;
          throw error;
        },
      ));

  function useLoaded() {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    const [firstUse, setFirstUse] = useState<FirstUse>(noUse);
    const wanted = useRef<Omit<FirstUse, 'focus'>>(noUse);
    const triggerRef = useRef<HTMLElement | null>(null);
    useEffect(() => {
      if (loaded) {
        setPart(() => loaded);
        return;
      }
      const swap = (part: ComponentType<P>) => {
        const focus = triggerRef.current !== null && triggerRef.current === document.activeElement;
        setFirstUse({ ...wanted.current, focus });
        setPart(() => part);
      };
      waiting.add(swap);
      return () => {
        waiting.delete(swap);
      };
    }, []);
    const request = useCallback((how: Partial<Omit<FirstUse, 'focus'>> = {}) => {
      wanted.current = {
        open: wanted.current.open || Boolean(how.open),
        keyboard: how.open ? Boolean(how.keyboard) : wanted.current.keyboard,
        hover: how.open ? Boolean(how.hover) : wanted.current.hover,
      };
      preload().catch(() => {});
    }, []);
    const leave = useCallback(() => {
      if (wanted.current.hover) wanted.current = noUse;
    }, []);
    return { Part, firstUse, request, leave, triggerRef };
  }

  return { preload, useLoaded };
}

/**
 * In a part: the plain trigger had focus and the part mounts closed, so the part's own trigger takes
 * the focus. Put the returned ref on that trigger.
 */
export function useFocusHandOver<T extends HTMLElement = HTMLButtonElement>(firstUse: FirstUse) {
  const triggerRef = useRef<T>(null);
  useEffect(() => {
    if (firstUse.focus && !firstUse.open) triggerRef.current?.focus();
  }, [firstUse]);
  return triggerRef;
}

/**
 * In a menu's part: the plain trigger was opened from the keyboard, which Radix did not see, so the
 * menu's first item takes the focus as Radix would have given it (once; later openings are Radix's
 * own). Call the returned function with the menu's content element (its ref).
 */
export function useFirstItemFocus(firstUse: FirstUse): (content: HTMLElement | null) => void {
  const pending = useRef(firstUse.open && firstUse.keyboard);
  return useCallback((content: HTMLElement | null) => {
    if (!content || !pending.current) return;
    pending.current = false;
    // After Radix's own focus on the content (an effect of its mount).
    setTimeout(() => content.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
  }, []);
}
