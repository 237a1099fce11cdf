import { DAY_MS } from '@/lib/time/civil-date';

/** A body entering a sign: the instant (epoch ms), the sign entered and the one left (1–12). */
export interface Ingress {
  at: number;
  sign: number;
  from: number;
}

/** A stretch of time a body spends in one sign: from its ingress to the next (epoch ms). */
export interface SignSpan {
  sign: number;
  from: number;
  to: number;
}

/** A station: the body turns retrograde or direct (epoch ms). */
export interface Station {
  at: number;
  kind: 'retrograde' | 'direct';
}

const PRECISION_MS = 60_000;

/** The first instant in (lo, hi] where `f` differs from f(lo), by bisection to a minute. */
function bisect<T>(f: (ms: number) => T, lo: number, hi: number): number {
  const start = f(lo);
  while (hi - lo > PRECISION_MS) {
    const mid = (lo + hi) / 2;
    if (f(mid) === start) lo = mid;
    else hi = mid;
  }
  return Math.round(hi);
}

/** Every change of sign of `signAt` in [start, end), sampled every `stepDays` and then bisected. */
export function ingresses(
  signAt: (ms: number) => number,
  start: number,
  end: number,
  stepDays: number,
): Ingress[] {
  const step = stepDays * DAY_MS;
  const out: Ingress[] = [];
  let t = start;
  let sign = signAt(t);
  while (t < end) {
    const next = Math.min(t + step, end);
    const nextSign = signAt(next);
    if (nextSign !== sign) {
      const at = bisect(signAt, t, next);
      out.push({ at, sign: signAt(at), from: sign });
      // A slow body near a station could cross twice in one step; resume from the crossing.
      t = at;
      sign = signAt(at);
      continue;
    }
    t = next;
    sign = nextSign;
  }
  return out;
}

/** Signs held over [start, end) with their bounding ingresses, searched ±`reachDays` (> a stay). */
export function signSpans(
  signAt: (ms: number) => number,
  start: number,
  end: number,
  stepDays: number,
  reachDays: number,
): SignSpan[] {
  const reach = reachDays * DAY_MS;
  const found = ingresses(signAt, start - reach, end + reach, stepDays);
  const spans: SignSpan[] = [];
  for (let i = 0; i + 1 < found.length; i++) {
    const span = { sign: found[i]!.sign, from: found[i]!.at, to: found[i + 1]!.at };
    if (span.to > start && span.from < end) spans.push(span);
  }
  return spans;
}

/** Stations in [start, end): where the daily motion changes sign, sampled daily and bisected. */
export function stations(motion: (ms: number) => number, start: number, end: number): Station[] {
  const direction = (ms: number) => motion(ms) < 0;
  const out: Station[] = [];
  let t = start;
  let retro = direction(t);
  while (t < end) {
    const next = Math.min(t + DAY_MS, end);
    const nextRetro = direction(next);
    if (nextRetro !== retro) {
      out.push({ at: bisect(direction, t, next), kind: nextRetro ? 'retrograde' : 'direct' });
    }
    t = next;
    retro = nextRetro;
  }
  return out;
}
