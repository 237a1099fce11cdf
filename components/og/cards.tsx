import 'server-only';
import type { OgCard, OgRow, OgTone } from '@/lib/og/types';
import { OgMonthGrid } from './month-grid';
import { OgText } from './text';
import { OG_COLORS } from './theme';

const TONE_COLORS: Record<OgTone, string> = {
  favourable: OG_COLORS.success,
  mixed: OG_COLORS.warning,
  adverse: OG_COLORS.primary,
};

const column = { display: 'flex', flexDirection: 'column' } as const;

function Rows({ rows, size = 28 }: { rows: OgRow[]; size?: number }) {
  return (
    <div style={{ ...column, marginTop: 8 }}>
      {rows.map((row, i) => (
        <div key={i} style={{ display: 'flex', alignItems: 'center', marginTop: 6 }}>
          <OgText text={row.label} size={size} color={OG_COLORS.muted} maxWidth={520} />
          <div style={{ display: 'flex', width: 20 }} />
          <OgText text={row.value} size={size} weight={700} maxWidth={540} />
        </div>
      ))}
    </div>
  );
}

function ToneChip({ tone, label, size }: { tone: OgTone; label: string; size: number }) {
  return (
    <div
      style={{
        display: 'flex',
        padding: '0 14px',
        borderRadius: 999,
        border: `3px solid ${TONE_COLORS[tone]}`,
      }}
    >
      <OgText text={label} size={size} weight={700} color={TONE_COLORS[tone]} />
    </div>
  );
}

/** The body of an image, by kind. */
export function OgBody({ card }: { card: OgCard }) {
  switch (card.kind) {
    case 'month':
      return (
        <div style={{ display: 'flex', width: '100%', justifyContent: 'space-between' }}>
          <div style={{ ...column, width: 420, justifyContent: 'center' }}>
            <OgText text={card.title} size={60} weight={700} maxWidth={420} maxLines={2} />
            {card.lines.map((line, i) => (
              <div key={i} style={{ display: 'flex', marginTop: 12 }}>
                <OgText
                  text={line}
                  size={26}
                  color={i === 0 ? OG_COLORS.muted : OG_COLORS.primary}
                  weight={i === 0 ? 400 : 700}
                  maxWidth={420}
                  maxLines={2}
                />
              </div>
            ))}
          </div>
          <OgMonthGrid
            weekdays={card.weekdays}
            leadingBlanks={card.leadingBlanks}
            days={card.days}
          />
        </div>
      );
    case 'day':
      return (
        <div style={{ ...column, justifyContent: 'center' }}>
          <OgText text={card.title} size={88} weight={700} color={OG_COLORS.primary} />
          <OgText text={card.subtitle} size={36} color={OG_COLORS.muted} maxWidth={1060} />
          <Rows rows={card.rows} size={34} />
          {card.events.map((event, i) => (
            <div key={i} style={{ display: 'flex', marginTop: 8 }}>
              <OgText text={event} size={30} weight={700} maxWidth={1060} />
            </div>
          ))}
        </div>
      );
    case 'pair':
      return (
        <div style={{ ...column, justifyContent: 'center' }}>
          <OgText text={card.heading} size={32} color={OG_COLORS.muted} maxWidth={1060} />
          <div style={{ ...column, marginTop: 20 }}>
            <OgText text={card.from.label} size={28} color={OG_COLORS.muted} />
            <OgText text={card.from.value} size={52} weight={700} maxWidth={1060} />
          </div>
          <div style={{ ...column, marginTop: 20 }}>
            <OgText text={card.to.label} size={28} color={OG_COLORS.muted} />
            <OgText
              text={card.to.value}
              size={68}
              weight={700}
              color={OG_COLORS.primary}
              maxWidth={1060}
            />
          </div>
        </div>
      );
    case 'headline':
      return (
        <div style={{ ...column, justifyContent: 'center' }}>
          <OgText text={card.caption} size={34} color={OG_COLORS.muted} maxWidth={1060} />
          <OgText
            text={card.figure}
            size={96}
            weight={700}
            color={OG_COLORS.primary}
            maxWidth={1060}
          />
          <Rows rows={card.rows} />
          <div style={{ display: 'flex', marginTop: 18 }}>
            <OgText text={card.footnote} size={26} color={OG_COLORS.muted} maxWidth={1060} />
          </div>
        </div>
      );
    case 'message':
      return (
        <div style={{ ...column, justifyContent: 'center' }}>
          <OgText text={card.title} size={68} weight={700} maxWidth={1060} maxLines={2} />
          <div style={{ display: 'flex', marginTop: 16 }}>
            <OgText
              text={card.body}
              size={32}
              color={OG_COLORS.muted}
              maxWidth={1060}
              maxLines={3}
            />
          </div>
        </div>
      );
    case 'signs':
      return (
        <div style={{ ...column, width: '100%' }}>
          <OgText text={card.title} size={48} weight={700} maxWidth={1060} />
          <OgText text={card.subtitle} size={26} color={OG_COLORS.muted} maxWidth={1060} />
          <div style={{ display: 'flex', flexWrap: 'wrap', marginTop: 10 }}>
            {card.signs.map((sign, i) => (
              <div
                key={i}
                style={{
                  ...column,
                  width: 253,
                  margin: '6px 12px 6px 0',
                  padding: '4px 14px 6px',
                  borderRadius: 14,
                  backgroundColor: '#ffffff',
                  border: `2px solid ${OG_COLORS.border}`,
                }}
              >
                <OgText text={sign.name} size={24} weight={700} maxWidth={220} />
                <OgText text={sign.toneLabel} size={20} color={TONE_COLORS[sign.tone]} />
              </div>
            ))}
          </div>
        </div>
      );
    case 'sign':
      return (
        <div style={{ ...column, justifyContent: 'center' }}>
          <div style={{ display: 'flex', alignItems: 'center' }}>
            <OgText text={card.title} size={72} weight={700} color={OG_COLORS.primary} />
            <div style={{ display: 'flex', width: 28 }} />
            <ToneChip tone={card.tone} label={card.toneLabel} size={28} />
          </div>
          <OgText text={card.subtitle} size={30} color={OG_COLORS.muted} maxWidth={1060} />
          <div style={{ display: 'flex', marginTop: 18 }}>
            <OgText text={card.body} size={34} maxWidth={1060} maxLines={4} />
          </div>
        </div>
      );
  }
}
