/** Types for the parts of `astronomia` (Meeus' algorithms; it ships none) the lagna tests use. */
declare module 'astronomia' {
  export const sidereal: {
    /** Apparent sidereal time at Greenwich, seconds of time, for a UT Julian day. */
    apparent(jd: number): number;
  };
  export const nutation: {
    /** [Δψ, Δε] in radians. */
    nutation(jde: number): [number, number];
    /** Mean obliquity of the ecliptic, radians. */
    meanObliquity(jde: number): number;
  };
  export const solar: {
    /** The Sun's apparent tropical longitude, radians, T in Julian centuries from J2000. */
    apparentLongitude(T: number): number;
  };
  export const globe: {
    Coord: new (lat: number, lon: number) => { lat: number; lon: number };
  };
  export const coord: {
    Ecliptic: new (
      lon: number,
      lat: number,
    ) => {
      toEquatorial(obliquity: number): {
        toHorizontal(
          observer: { lat: number; lon: number },
          siderealSeconds: number,
        ): { az: number; alt: number };
      };
    };
  };
}
