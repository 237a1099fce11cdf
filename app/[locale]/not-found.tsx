import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/server-link';
import { buttonVariants } from '@/components/ui/button';

export default function NotFound() {
  const t = useTranslations('NotFound');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted-foreground">{t('body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonVariants()}>
          {t('home')}
        </Link>
        <Link href="/calendar" className={buttonVariants({ variant: 'outline' })}>
          {t('calendar')}
        </Link>
      </div>
    </section>
  );
}
