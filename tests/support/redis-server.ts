/**
 * A throwaway Redis on a free loopback port, started from the shipped configuration
 * (deploy/redis/redis.conf) with nothing persisted: for the cache tests, the cluster test and
 * `bench:edge`. Debian's `redis-server`, or REDIS_SERVER_BIN.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
const CONFIG = 'deploy/redis/redis.conf';

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the server (a crash, as far as the clients can tell). */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>;
}

export function redisServerMissing(): string | null {
  return existsSync(REDIS_SERVER)
    ? null
    : `redis-server not found at ${REDIS_SERVER} (apt-get install redis-server)`;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

export async function startRedisServer(
  options: { dir: string; maxmemory?: string } = { dir: '/tmp' },
): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = [CONFIG, '--port', String(port), '--dir', options.dir, '--daemonize', 'no'];
    if (options.maxmemory) args.push('--maxmemory', options.maxmemory);
    child = spawn(REDIS_SERVER, args, { stdio: 'ignore' });
    // A binary that cannot start is reported by the ping loop below, not as an unhandled error.
    child.once('error', () => {});
    for (let tries = 0; tries < 100; tries += 1) {
      if (await answersPing(port)) return;
      await sleep(50);
    }
    await stop();
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start };
}
