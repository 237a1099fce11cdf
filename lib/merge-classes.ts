/** Client components join classes, never merge them: tailwind-merge costs ~15 ms per hydration, so their classes must add to a primitive's base classes, never contradict them. */
export function mergeClasses(classes: string): string {
  return classes;
}
