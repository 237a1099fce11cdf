/**
 * Client components, in the browser and in their server-side render alike (the two must agree
 * for hydration): classes are joined, not merged. tailwind-merge builds its whole class map on
 * its first call, about 15 ms on a desktop and several times that on a phone, inside the
 * hydration task of every page. So classes a client component adds to a shared primitive
 * (Card, Tabs, NativeSelect...) must add to its base classes, never contradict them.
 */
export function mergeClasses(classes: string): string {
  return classes;
}
