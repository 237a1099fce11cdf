/**
 * Client components, in the browser and in their server-side render alike (the two must agree
 * for hydration): classes are joined, not merged, because tailwind-merge costs ~15 ms per page
 * hydration on its first call; so client classes must add to a primitive's, never contradict them.
 */
export function mergeClasses(classes: string): string {
  return classes;
}
