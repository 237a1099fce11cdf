import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { Tone } from '@/lib/rashifal';

const VARIANT = { favourable: 'success', mixed: 'secondary', adverse: 'destructive' } as const;

export async function ToneBadge({ tone }: { tone: Tone }) {
  const t = await getTranslations('RashifalPage.tone');
  return (
    <Badge variant={VARIANT[tone]} data-tone={tone}>
      {t(tone)}
    </Badge>
  );
}
