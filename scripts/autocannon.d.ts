// The parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      maxOverallRequests?: number;
    }
    interface Result {
      requests: { average: number };
      latency: { p50: number; p99: number };
      errors: number;
      non2xx: number;
    }
  }
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): unknown;
  export = autocannon;
}
