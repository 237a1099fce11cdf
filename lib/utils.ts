import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, the same on server and browser. It does not resolve Tailwind conflicts: a
 * className adds to a primitive's base classes, and what a primitive varies in is a variant.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
