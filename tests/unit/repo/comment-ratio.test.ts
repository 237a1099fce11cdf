import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(process.cwd(), 'scripts', 'comment-ratio.mjs');

interface Ratio {
  lines: number;
  comments: number;
  ratio: number;
  top: { file: string; comments: number }[];
}

function measure(dir: string): Ratio {
  return JSON.parse(execFileSync('node', [script, dir, '--json'], { encoding: 'utf8' })) as Ratio;
}

describe('comment share of lib/ (#40: comments say why, briefly)', () => {
  it('counts //, /* and * lines among non-blank lines of every source file, and names the heaviest', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'comment-ratio-'));
    try {
      fs.mkdirSync(path.join(tmp, 'nested'));
      fs.writeFileSync(
        path.join(tmp, 'a.ts'),
        '/**\n * Doc.\n */\nexport const a = 1; // trailing is code\n\n// why\nconst url = "http://x";\n',
      );
      fs.writeFileSync(path.join(tmp, 'nested', 'b.mjs'), 'export const b = 2;\n');
      fs.writeFileSync(path.join(tmp, 'notes.md'), '// not source\n');
      const result = measure(tmp);
      expect(result.lines).toBe(7);
      expect(result.comments).toBe(4);
      expect(result.top[0]).toEqual({ file: path.join(tmp, 'a.ts'), lines: 6, comments: 4 });
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('keeps lib/ at 8% comment lines or less', () => {
    const { ratio, top } = measure('lib');
    if (ratio > 0.08) {
      const heaviest = top.map((f) => `${f.comments} ${f.file}`).join('\n');
      throw new Error(`lib/ is ${(ratio * 100).toFixed(2)}% comment lines; heaviest:\n${heaviest}`);
    }
    expect(ratio).toBeLessThanOrEqual(0.08);
  });
});
