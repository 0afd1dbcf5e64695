import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx: strings, arrays, { class: condition } objects, falsy skipped) and lets
 * a later Tailwind class win over an earlier conflicting one (tailwind-merge: cn('text-sm',
 * 'text-base') is 'text-base'), so a caller's className overrides a component's defaults.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
