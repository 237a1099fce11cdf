import 'server-only';
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
  Keyboard as keyboard,
  Landmark as landmark,
  Leaf as leaf,
  Mail as mail,
  MapPin as mapPin,
  Minus as minus,
  Mountain as mountain,
  RefreshCw as refreshCw,
  Repeat as repeat,
  Search as search,
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
 * Lucide icons for server components, drawn inline. lucide-react's icons are client components:
 * in a server component each one hydrated in the browser. These are plain elements, styled by
 * `.icon`. (A shared sprite file was tried: the browser builds a separate SVG document for it on
 * every page, one main-thread task of 40-75 ms on a throttled phone, more than the few hundred
 * bytes of outline it saves.) Client components keep lucide-react.
 */

type IconProps = SVGProps<SVGSVGElement>;

function inlineIcon(node: IconNode) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        className={cn('icon', className)}
        {...props}
      >
        {node.map(([Tag, attributes], i) => (
          <Tag key={i} {...attributes} />
        ))}
      </svg>
    );
  }
  return Icon;
}

export const ArrowDownRight = inlineIcon(arrowDownRight);
export const ArrowRight = inlineIcon(arrowRight);
export const ArrowUpRight = inlineIcon(arrowUpRight);
export const CalendarDays = inlineIcon(calendarDays);
export const CalendarPlus = inlineIcon(calendarPlus);
export const Check = inlineIcon(check);
export const ChevronLeft = inlineIcon(chevronLeft);
export const ChevronRight = inlineIcon(chevronRight);
export const CircleAlert = inlineIcon(circleAlert);
export const CloudRain = inlineIcon(cloudRain);
export const Code2 = inlineIcon(codeXml);
export const Coins = inlineIcon(coins);
export const Download = inlineIcon(download);
export const FileJson = inlineIcon(fileJson);
export const Flame = inlineIcon(flame);
export const Flower2 = inlineIcon(flower2);
export const Inbox = inlineIcon(inbox);
export const Keyboard = inlineIcon(keyboard);
export const Landmark = inlineIcon(landmark);
export const Leaf = inlineIcon(leaf);
export const Mail = inlineIcon(mail);
export const MapPin = inlineIcon(mapPin);
export const Minus = inlineIcon(minus);
export const Mountain = inlineIcon(mountain);
export const RefreshCw = inlineIcon(refreshCw);
export const Repeat = inlineIcon(repeat);
export const Search = inlineIcon(search);
export const Snowflake = inlineIcon(snowflake);
export const Sparkles = inlineIcon(sparkles);
export const Sprout = inlineIcon(sprout);
export const Sun = inlineIcon(sun);
export const Waves = inlineIcon(waves);
export const Wind = inlineIcon(wind);
