import 'server-only';
import type { ReactNode } from 'react';
import type { FrameTexts } from '@/lib/og/types';
import { OgText } from './text';
import { OG_COLORS } from './theme';

/** The branded 1200×630 frame every image shares: brand mark and section on top, host below. */
export function OgFrame({ texts, children }: { texts: FrameTexts; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        backgroundColor: OG_COLORS.background,
        borderTop: `12px solid ${OG_COLORS.primary}`,
        padding: '32px 64px 28px',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 60,
              height: 60,
              borderRadius: 14,
              backgroundColor: OG_COLORS.primary,
              marginRight: 18,
            }}
          >
            <OgText text="पा" size={30} weight={700} color={OG_COLORS.primaryForeground} />
          </div>
          <OgText text={texts.brand} size={30} weight={700} />
        </div>
        <OgText text={texts.section} size={26} color={OG_COLORS.muted} maxWidth={560} />
      </div>
      <div style={{ display: 'flex', flex: 1, marginTop: 24, overflow: 'hidden' }}>{children}</div>
      <div
        style={{
          display: 'flex',
          borderTop: `2px solid ${OG_COLORS.border}`,
          paddingTop: 14,
        }}
      >
        <OgText text={texts.host} size={22} color={OG_COLORS.muted} />
      </div>
    </div>
  );
}
