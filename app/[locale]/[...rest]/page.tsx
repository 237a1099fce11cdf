import { notFound } from 'next/navigation';

// Any path under a locale that no page claims renders the localized not-found screen with a 404.
export default function CatchAll() {
  notFound();
}
