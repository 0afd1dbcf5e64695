import type { ButtonHTMLAttributes, RefObject } from 'react';

/** How a plain trigger was pressed; a menu's trigger also says by which pointer. */
export interface Press {
  keyboard: boolean;
  pointerType?: string;
}

/**
 * The plain trigger a lazy part's control renders until its part arrives (see lazy-part.ts): a button
 * with the role, name and closed state of the part's trigger. Focus fetches the part and `onPress` asks
 * for it open. A menu's trigger opens as Radix's does, on pointer down (without taking focus) and on
 * Enter, Space or Arrow Down; a pop-over's on click.
 */
export function PlainTrigger({
  popup,
  triggerRef,
  request,
  onPress = ({ keyboard }) => request({ open: true, keyboard }),
  children,
  ...button
}: Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'onFocus' | 'onKeyDown' | 'onPointerDown' | 'aria-haspopup' | 'aria-expanded'
> & {
  popup: 'menu' | 'dialog';
  /** From the part's `useLoaded()`. */
  triggerRef: RefObject<HTMLElement | null>;
  request: (how?: { open?: boolean; keyboard?: boolean }) => void;
  /** Pressed before the part arrived; asks for the part open unless the control says otherwise. */
  onPress?: (press: Press) => void;
}) {
  const menu = popup === 'menu';
  return (
    <button
      {...button}
      ref={(node) => {
        triggerRef.current = node;
      }}
      type="button"
      aria-haspopup={popup}
      // Nothing open until the part arrives (it mounts open when it was pressed meanwhile).
      aria-expanded={false}
      data-state="closed"
      onFocus={() => request()}
      onClick={menu ? undefined : (event) => onPress({ keyboard: event.detail === 0 })}
      onPointerDown={
        menu
          ? (event) => {
              if (event.button !== 0 || event.ctrlKey) return;
              // As Radix: the menu opens on pointer down and the trigger does not take focus.
              event.preventDefault();
              onPress({ keyboard: false, pointerType: event.pointerType });
            }
          : undefined
      }
      onKeyDown={
        menu
          ? (event) => {
              if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
              event.preventDefault();
              onPress({ keyboard: true });
            }
          : undefined
      }
    >
      {children}
    </button>
  );
}
