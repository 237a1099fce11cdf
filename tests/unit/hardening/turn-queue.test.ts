import { createTurnQueue } from '@/lib/http/turn-queue';

/** A scheduler the test advances by hand: each `turn()` runs what was scheduled before it. */
function manualTurns() {
  let pending: (() => void)[] = [];
  return {
    schedule: (task: () => void) => pending.push(task),
    turn() {
      const now = pending;
      pending = [];
      now.forEach((task) => task());
    },
    get scheduled() {
      return pending.length;
    },
  };
}

describe('createTurnQueue', () => {
  it('starts one request per turn, in the order they arrived', () => {
    const turns = manualTurns();
    const queue = createTurnQueue(turns.schedule);
    const started: string[] = [];
    for (const name of ['a', 'b', 'c']) queue.enqueue(() => started.push(name));

    expect(started).toEqual([]);
    expect(turns.scheduled).toBe(1);
    turns.turn();
    expect(started).toEqual(['a']);
    turns.turn();
    expect(started).toEqual(['a', 'b']);
    expect(queue.waiting).toBe(1);
    turns.turn();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(turns.scheduled).toBe(0);
  });

  it('puts a request that arrives while others wait behind them', () => {
    const turns = manualTurns();
    const queue = createTurnQueue(turns.schedule);
    const started: string[] = [];
    queue.enqueue(() => started.push('first'));
    queue.enqueue(() => started.push('second'));
    turns.turn();
    queue.enqueue(() => started.push('late'));
    turns.turn();
    turns.turn();
    expect(started).toEqual(['first', 'second', 'late']);
  });

  it('drops a request whose client hung up while it waited', () => {
    const turns = manualTurns();
    const queue = createTurnQueue(turns.schedule);
    const started: string[] = [];
    queue.enqueue(
      () => started.push('gone'),
      () => true,
    );
    queue.enqueue(
      () => started.push('kept'),
      () => false,
    );
    turns.turn();
    expect(started).toEqual(['kept']);
    expect(queue.waiting).toBe(0);
  });

  it('schedules again after going idle', () => {
    const turns = manualTurns();
    const queue = createTurnQueue(turns.schedule);
    const started: string[] = [];
    queue.enqueue(() => started.push('one'));
    turns.turn();
    expect(turns.scheduled).toBe(0);
    queue.enqueue(() => started.push('two'));
    expect(turns.scheduled).toBe(1);
    turns.turn();
    expect(started).toEqual(['one', 'two']);
  });

  it('keeps going when a start throws', () => {
    const turns = manualTurns();
    const queue = createTurnQueue(turns.schedule);
    const started: string[] = [];
    queue.enqueue(() => {
      throw new Error('boom');
    });
    queue.enqueue(() => started.push('after'));
    expect(() => turns.turn()).toThrow('boom');
    turns.turn();
    expect(started).toEqual(['after']);
  });
});
