// The parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      method?: string;
      duration?: number;
      maxOverallRequests?: number;
      /** Sent in turn on each connection. */
      requests?: { method?: string; path: string }[];
      /** Seconds before a request counts as timed out (default 10). */
      timeout?: number;
    }
    interface Result {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number; max: number };
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats?: Record<string, { count: number }>;
      '5xx'?: number;
    }
  }
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): unknown;
  export = autocannon;
}
