// Next's bundled copy of the `compression` middleware, which its server runs for every answer;
// the unit tests put it in front of a stand-in page. The bundle ships no types.
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
}
