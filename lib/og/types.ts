/* What the link-preview images show: built in lib/og/load-card.ts, drawn by components/og. */

/** A label and its value, e.g. ('Silver per tola', 'Rs. 2,150.00'). */
export interface OgRow {
  label: string;
  value: string;
}

export type OgTone = 'favourable' | 'mixed' | 'adverse';

/** One image's body, every string already translated and formatted in the page's language. */
export type OgCard =
  | {
      kind: 'month';
      title: string;
      lines: string[];
      weekdays: string[];
      leadingBlanks: number;
      days: GridDay[];
    }
  | { kind: 'day'; title: string; subtitle: string; rows: OgRow[]; events: string[] }
  | { kind: 'pair'; heading: string; from: OgRow; to: OgRow }
  | { kind: 'headline'; caption: string; figure: string; rows: OgRow[]; footnote: string }
  | { kind: 'message'; title: string; body: string }
  | {
      kind: 'signs';
      title: string;
      subtitle: string;
      signs: { name: string; tone: OgTone; toneLabel: string }[];
    }
  | {
      kind: 'sign';
      title: string;
      subtitle: string;
      tone: OgTone;
      toneLabel: string;
      body: string;
    };

export interface FrameTexts {
  brand: string;
  section: string;
  host: string;
}

export interface GridDay {
  /** The day number in the page's digits. */
  label: string;
  /** Saturday or a public holiday: drawn red, as on the wall calendar. */
  red: boolean;
  today: boolean;
}
