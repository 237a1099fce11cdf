import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { WIDGETS, widgetPath, type WidgetName } from '@/lib/widgets/catalog';
import { iframeEmbed, scriptEmbed, WIDGET_SANDBOX } from '@/lib/widgets/embed-code';

function CodeBlock({ id, label, code }: { id: string; label: string; code: string }) {
  return (
    <figure className="min-w-0 space-y-1">
      <figcaption id={id} className="text-sm font-medium">
        {label}
      </figcaption>
      {/* Wrapped rather than scrolled: the whole line is in view, on a phone too. */}
      <pre className="bg-muted/40 rounded-lg border p-3 text-xs [overflow-wrap:anywhere] whitespace-pre-wrap">
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** One widget on the widgets page: what it shows, the widget itself, and both embeds. */
export async function WidgetShowcase({ name, locale }: { name: WidgetName; locale: Locale }) {
  const t = await getTranslations('WidgetsPage');
  const tw = await getTranslations('Widgets');
  const title = tw(`${name}.title`);
  const frameTitle = tw('frameTitle', { title });
  return (
    <section
      aria-labelledby={`widget-${name}`}
      className="grid gap-6 border-t pt-8 lg:grid-cols-[minmax(300px,380px)_1fr]"
      data-widget-showcase={name}
    >
      <div className="space-y-3">
        <h2 id={`widget-${name}`} className="text-2xl font-semibold">
          {title}
        </h2>
        <p className="text-muted-foreground">{t(`descriptions.${name}`)}</p>
        <iframe
          src={widgetPath(locale, name)}
          title={t('preview', { name: title })}
          height={WIDGETS[name].height}
          loading="lazy"
          sandbox={WIDGET_SANDBOX}
          className="block w-full rounded-xl border"
        />
      </div>
      <div className="min-w-0 space-y-4 lg:pt-10">
        <CodeBlock
          id={`code-${name}-script`}
          label={t('withScript')}
          code={scriptEmbed(name, locale)}
        />
        <CodeBlock
          id={`code-${name}-iframe`}
          label={t('withoutScript')}
          code={iframeEmbed(name, locale, frameTitle)}
        />
      </div>
    </section>
  );
}
