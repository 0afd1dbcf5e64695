import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx: strings, arrays, { class: condition } objects, falsy skipped). Nothing is
 * merged: two utilities of one property on an element are a mistake, because the stylesheet's order,
 * not the class attribute's, decides which wins. A shared component's defaults are classes of the
 * components layer (index.css), which a caller's utility overrides; a state's classes replace the
 * default's (`active ? 'text-white' : 'text-slate-200'`) rather than adding to them.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
