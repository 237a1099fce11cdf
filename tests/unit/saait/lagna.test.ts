import { coord, globe, nutation, sidereal, solar } from 'astronomia';
import { sunTimes } from '@/lib/panchang';
import { KATHMANDU } from '@/lib/panchang/sun';
import {
  grahaNakshatras,
  grahaSigns,
  houseOf,
  lagnaAt,
  lagnaWindows,
  lahiriAyanamsa,
  siderealAscendant,
  tropicalAscendant,
} from '@/lib/saait/lagna';

const RAD = Math.PI / 180;
const julianDay = (ms: number) => ms / 86_400_000 + 2_440_587.5;
const gap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/**
 * The ascendant found another way, with Meeus' algorithms as `astronomia` implements them (its own
 * sidereal time, nutation and obliquity): the ecliptic point whose altitude at Kathmandu is zero
 * on the eastern side (negative azimuth, counted from the south), searched along the ecliptic.
 */
function horizonAscendant(ms: number): number {
  const jd = julianDay(ms);
  const st = sidereal.apparent(jd);
  const obliquity = nutation.meanObliquity(jd) + nutation.nutation(jd)[1];
  // astronomia counts longitudes positive westwards.
  const observer = new globe.Coord(KATHMANDU.latitude * RAD, -KATHMANDU.longitude * RAD);
  const altitude = (lon: number) =>
    new coord.Ecliptic(lon * RAD, 0).toEquatorial(obliquity).toHorizontal(observer, st);
  for (let lon = 0; lon < 360; lon += 1) {
    const a = altitude(lon);
    const b = altitude(lon + 1);
    // Rising: the later longitudes are still below the eastern horizon.
    if (a.alt > 0 && b.alt <= 0 && Math.sin(a.az) < 0) {
      let lo = lon;
      let hi = lon + 1;
      while (hi - lo > 1e-6) {
        const mid = (lo + hi) / 2;
        if (altitude(mid).alt > 0) lo = mid;
        else hi = mid;
      }
      return lo % 360;
    }
  }
  throw new Error('no rising point');
}

describe('the ascendant at Kathmandu', () => {
  // Evenings, midnights and dawns of several seasons and years the saait pages cover.
  const instants = [
    '2019-04-26T14:00:00Z',
    '2020-05-05T18:30:00Z',
    '2020-02-01T13:15:00Z',
    '2024-12-10T20:45:00Z',
    '2025-06-21T00:10:00Z',
    '2026-01-15T11:40:00Z',
    '2026-09-23T16:05:00Z',
    '2027-03-20T22:55:00Z',
  ].map(Date.parse);

  it.each(instants)('matches a horizon search with independent algorithms (%d)', (ms) => {
    expect(gap(tropicalAscendant(ms), horizonAscendant(ms))).toBeLessThan(0.02);
  });

  it('takes the Lahiri ayanamsa of the Calendar Reform Committee: 23°15′ on 21 March 1956', () => {
    expect(lahiriAyanamsa(Date.UTC(1956, 2, 21))).toBeCloseTo(23.25, 1);
    expect(Math.abs(lahiriAyanamsa(Date.UTC(1956, 2, 21)) - 23.25)).toBeLessThan(0.01);
  });

  it('has the Sun on the ascendant at sunrise and on the descendant at sunset', () => {
    for (const date of [
      { year: 2026, month: 1, day: 15 },
      { year: 2025, month: 5, day: 1 },
      { year: 2020, month: 11, day: 30 },
      { year: 2019, month: 8, day: 10 },
    ]) {
      const { sunrise, sunset } = sunTimes(date);
      const sun = (ms: number) => {
        const T = (julianDay(ms) - 2_451_545) / 36_525;
        return solar.apparentLongitude(T) / RAD - lahiriAyanamsa(ms);
      };
      // The Sun's centre is 50′ below the horizon then, a degree or so of longitude at most.
      expect(gap(siderealAscendant(sunrise.getTime()), sun(sunrise.getTime()))).toBeLessThan(2);
      expect(gap(siderealAscendant(sunset.getTime()) + 180, sun(sunset.getTime()))).toBeLessThan(2);
    }
  });

  it('turns each sign in order, none rising in under an hour or over three at this latitude', () => {
    const from = Date.parse('2026-01-15T12:00:00Z');
    const windows = lagnaWindows(from, from + 86_400_000);
    expect(windows.length).toBeGreaterThanOrEqual(12);
    for (const [i, w] of windows.entries()) {
      if (i > 0) {
        expect(w.from).toBe(windows[i - 1]!.to);
        expect(w.sign).toBe((windows[i - 1]!.sign % 12) + 1);
      }
      expect(lagnaAt(w.from + 60_000)).toBe(w.sign);
      expect(lagnaAt(w.to - 60_000)).toBe(w.sign);
      if (i > 0 && i < windows.length - 1) {
        const hours = (w.to - w.from) / 3_600_000;
        expect(hours).toBeGreaterThan(1);
        expect(hours).toBeLessThan(3);
      }
    }
  });

  it('counts houses from the lagna, the lagna being the first', () => {
    expect(houseOf(3, 3)).toBe(1);
    expect(houseOf(3, 9)).toBe(7);
    expect(houseOf(11, 5)).toBe(7);
    expect(houseOf(12, 7)).toBe(8);
  });

  it("reads a graha's sign and nakshatra from its longitude, Ashwini and Mesh from 0°", () => {
    const at = {
      sun: 0,
      moon: 13.3,
      mars: 13.34,
      mercury: 29.99,
      jupiter: 30,
      venus: 186.67,
      saturn: 266.6,
      rahu: 346.7,
      ketu: 359.99,
    };
    expect(grahaNakshatras(at)).toEqual({
      sun: 1,
      moon: 1,
      mars: 2,
      mercury: 3,
      jupiter: 3,
      venus: 15,
      saturn: 20,
      rahu: 27,
      ketu: 27,
    });
    expect(grahaSigns(at)).toEqual({
      sun: 1,
      moon: 1,
      mars: 1,
      mercury: 1,
      jupiter: 2,
      venus: 7,
      saturn: 9,
      rahu: 12,
      ketu: 12,
    });
  });
});
