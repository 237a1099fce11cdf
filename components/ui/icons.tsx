import 'server-only';
import { createHash } from 'node:crypto';
import type { SVGProps } from 'react';
import {
  ArrowDownRight as arrowDownRight,
  ArrowRight as arrowRight,
  ArrowUpRight as arrowUpRight,
  CalendarDays as calendarDays,
  CalendarPlus as calendarPlus,
  Check as check,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  CircleAlert as circleAlert,
  CloudRain as cloudRain,
  CodeXml as codeXml,
  Coins as coins,
  Download as download,
  FileJson as fileJson,
  Flame as flame,
  Flower2 as flower2,
  Inbox as inbox,
  Landmark as landmark,
  Leaf as leaf,
  Mail as mail,
  MapPin as mapPin,
  Minus as minus,
  Mountain as mountain,
  RefreshCw as refreshCw,
  Repeat as repeat,
  Snowflake as snowflake,
  Sparkles as sparkles,
  Sprout as sprout,
  Sun as sun,
  Waves as waves,
  Wind as wind,
  type IconNode,
} from 'lucide';
import { cn } from '@/lib/utils';

/*
 * Lucide icons for server components, drawn from one cached sprite (`/icons.svg`). lucide-react's
 * icons are client components: in a server component each one sent its whole outline in the RSC
 * payload and hydrated in the browser. Here a page carries only `<use href="…#name">`. Client
 * components keep lucide-react.
 */

const symbols = new Map<string, IconNode>();

type IconProps = SVGProps<SVGSVGElement>;

function spriteIcon(id: string, node: IconNode) {
  symbols.set(id, node);
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg aria-hidden="true" width="24" height="24" className={cn('icon', className)} {...props}>
        <use href={`${spriteUrl()}#${id}`} />
      </svg>
    );
  }
  return Icon;
}

export const ArrowDownRight = spriteIcon('arrow-down-right', arrowDownRight);
export const ArrowRight = spriteIcon('arrow-right', arrowRight);
export const ArrowUpRight = spriteIcon('arrow-up-right', arrowUpRight);
export const CalendarDays = spriteIcon('calendar-days', calendarDays);
export const CalendarPlus = spriteIcon('calendar-plus', calendarPlus);
export const Check = spriteIcon('check', check);
export const ChevronLeft = spriteIcon('chevron-left', chevronLeft);
export const ChevronRight = spriteIcon('chevron-right', chevronRight);
export const CircleAlert = spriteIcon('circle-alert', circleAlert);
export const CloudRain = spriteIcon('cloud-rain', cloudRain);
export const Code2 = spriteIcon('code-xml', codeXml);
export const Coins = spriteIcon('coins', coins);
export const Download = spriteIcon('download', download);
export const FileJson = spriteIcon('file-json', fileJson);
export const Flame = spriteIcon('flame', flame);
export const Flower2 = spriteIcon('flower-2', flower2);
export const Inbox = spriteIcon('inbox', inbox);
export const Landmark = spriteIcon('landmark', landmark);
export const Leaf = spriteIcon('leaf', leaf);
export const Mail = spriteIcon('mail', mail);
export const MapPin = spriteIcon('map-pin', mapPin);
export const Minus = spriteIcon('minus', minus);
export const Mountain = spriteIcon('mountain', mountain);
export const RefreshCw = spriteIcon('refresh-cw', refreshCw);
export const Repeat = spriteIcon('repeat', repeat);
export const Snowflake = spriteIcon('snowflake', snowflake);
export const Sparkles = spriteIcon('sparkles', sparkles);
export const Sprout = spriteIcon('sprout', sprout);
export const Sun = spriteIcon('sun', sun);
export const Waves = spriteIcon('waves', waves);
export const Wind = spriteIcon('wind', wind);

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Every icon above as a `<symbol>`, in lucide's 24-unit box; stroke and fill come from CSS. */
export function spriteDocument(): string {
  const body = [...symbols]
    .map(([id, node]) => {
      const shapes = node
        .map(
          ([tag, attributes]) =>
            `<${tag}${Object.entries(attributes)
              .map(([name, value]) => ` ${name}="${escapeAttribute(value as string | number)}"`)
              .join('')}/>`,
        )
        .join('');
      return `<symbol id="${id}" viewBox="0 0 24 24">${shapes}</symbol>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
}

let url: string | undefined;

/** The sprite's address, versioned by its content so it can be cached for a year. */
export function spriteUrl(): string {
  url ??= `/icons.svg?v=${createHash('sha256').update(spriteDocument()).digest('hex').slice(0, 10)}`;
  return url;
}
