import { PEERS } from './peers';
import { diffAgainstModel, peerModel } from './peer-model';

describe.each(PEERS.map((p) => [p.name, p] as const))('%s', (_name, peer) => {
  it('matches model', () => {
    const t = performance.now();
    const r = diffAgainstModel(peer, peerModel(peer));
    process.stdout.write(`${peer.name} ${JSON.stringify(r, null, 1)} ${(performance.now() - t).toFixed(0)}ms\n`);
  });
});
