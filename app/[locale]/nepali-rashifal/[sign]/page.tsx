import { signStaticParams } from '@/components/rashifal/period-setup';
import type { SignParams } from '@/components/rashifal/period-page';
import { SignScreen, signMetadata } from '@/components/rashifal/sign-screen';

// Today's reading and the week from today change at midnight Nepal time.
export const revalidate = 60;

export const generateStaticParams = signStaticParams;

export async function generateMetadata({ params }: { params: SignParams }) {
  return signMetadata(params);
}

export default function SignPage({ params }: { params: SignParams }) {
  return <SignScreen params={params} />;
}
