import type { Metadata } from 'next';
import Link from 'next/link';
import en from '@/messages/en.json';
import ne from '@/messages/ne.json';
import './globals.css';

export const metadata: Metadata = {
  title: en.NotFound.title,
  robots: { index: false },
};

// Only paths outside every locale reach this (the proxy sends the rest to /en or /ne), so it
// speaks both languages, read straight from the message files.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="bg-background text-foreground flex min-h-screen items-center justify-center p-6">
        <main className="max-w-xl space-y-4 text-center">
          <h1 className="text-3xl font-bold">{en.NotFound.title}</h1>
          <p lang="ne" className="text-xl">
            {ne.NotFound.title}
          </p>
          <p>
            <Link className="text-primary underline" href="/en">
              {en.NotFound.home}
            </Link>
            {' · '}
            <Link lang="ne" className="text-primary underline" href="/ne">
              {ne.NotFound.home}
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
