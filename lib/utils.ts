import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from '#merge-classes';

/** Joins class names; tailwind-merge on the server only, see lib/merge-classes.ts for why. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
