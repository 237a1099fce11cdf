import 'server-only';
import type { GridDay } from '@/lib/og/types';
import { OgText } from './text';
import { OG_COLORS } from './theme';

const CELL_W = 84;
const CELL_H = 56;

/** A BS month as the wall calendar draws it, Sunday first, with today ringed. */
export function OgMonthGrid({
  weekdays,
  leadingBlanks,
  days,
}: {
  weekdays: readonly string[];
  leadingBlanks: number;
  days: readonly GridDay[];
}) {
  const cells: (GridDay | null)[] = [...Array<null>(leadingBlanks).fill(null), ...days];
  const weeks: (GridDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const cell = { display: 'flex', alignItems: 'center', justifyContent: 'center', width: CELL_W };
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignSelf: 'center',
        backgroundColor: '#ffffff',
        border: `2px solid ${OG_COLORS.border}`,
        borderRadius: 20,
        padding: '10px 12px',
      }}
    >
      <div style={{ display: 'flex', height: 40 }}>
        {weekdays.map((name, i) => (
          <div key={i} style={cell}>
            <OgText
              text={name}
              size={20}
              weight={700}
              color={i === 6 ? OG_COLORS.primary : OG_COLORS.muted}
            />
          </div>
        ))}
      </div>
      {weeks.map((week, w) => (
        <div key={w} style={{ display: 'flex', height: weeks.length > 5 ? CELL_H - 6 : CELL_H }}>
          {week.map((day, i) => (
            <div key={i} style={cell}>
              {day ? (
                <div
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    width: 48,
                    height: 48,
                    borderRadius: 24,
                    border: day.today ? `4px solid ${OG_COLORS.primary}` : '4px solid transparent',
                    backgroundColor: day.today ? OG_COLORS.accent : 'transparent',
                  }}
                >
                  <OgText
                    text={day.label}
                    size={24}
                    weight={day.today ? 700 : 400}
                    color={day.red ? OG_COLORS.primary : OG_COLORS.foreground}
                  />
                </div>
              ) : null}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
