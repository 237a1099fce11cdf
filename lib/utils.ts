import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from '#merge-classes';

/**
 * Joins class names. In server components later Tailwind utilities also win over earlier ones
 * (tailwind-merge); in client components classes are only joined: see lib/merge-classes.ts.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
