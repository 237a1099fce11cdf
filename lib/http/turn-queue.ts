/**
 * Starts queued requests one per event-loop turn, first come, first served.
 *
 * Node 20's libuv accepts a single new connection per turn of the loop (libuv#3696 stopped
 * accepting in a loop). A saturated server that starts every request as soon as it is read runs
 * all of them in one turn, so a turn lasts 100 ms or more and new connections wait in the
 * kernel's queue for seconds: with 200 connections on 2 cores about 90 never got an answer in
 * 30 s. Starting one request per turn keeps turns a few milliseconds long, so the listener is
 * polled as often as a request is started, and a connection waits its turn in this queue instead.
 */
export type Schedule = (task: () => void) => void;

export interface TurnQueue {
  /** Runs `start` in a later turn, after every start queued before it. */
  enqueue(start: () => void, isAbandoned?: () => boolean): void;
  /** Starts not yet run, for tests and diagnostics. */
  readonly waiting: number;
}

export function createTurnQueue(schedule: Schedule = (task) => setImmediate(task)): TurnQueue {
  const queue: { start: () => void; isAbandoned?: () => boolean }[] = [];
  let scheduled = false;

  const runOne = () => {
    scheduled = false;
    // A request whose client hung up while it waited is dropped: rendering it helps nobody.
    let next = queue.shift();
    while (next?.isAbandoned?.()) next = queue.shift();
    if (queue.length > 0) {
      scheduled = true;
      schedule(runOne);
    }
    next?.start();
  };

  return {
    enqueue(start, isAbandoned) {
      queue.push({ start, isAbandoned });
      if (!scheduled) {
        scheduled = true;
        schedule(runOne);
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}
