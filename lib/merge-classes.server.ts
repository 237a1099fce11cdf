// Server components (the `react-server` condition): full Tailwind conflict resolution, which costs the browser nothing since their class strings arrive already merged.
export { twMerge as mergeClasses } from 'tailwind-merge';
