/** The names people type for the saait kinds. */
import { SAAIT_KIND_NAMES, SAAIT_KINDS, saaitKindFromName } from '@/lib/saait';

describe('saaitKindFromName', () => {
  it('reads every key and every listed name as its kind', () => {
    for (const kind of SAAIT_KINDS) {
      expect(saaitKindFromName(kind)).toBe(kind);
      for (const name of SAAIT_KIND_NAMES[kind])
        expect([name, saaitKindFromName(name)]).toEqual([name, kind]);
    }
  });

  it('ignores case, spaces, hyphens, underscores and joiners', () => {
    expect(saaitKindFromName('  Griha_Pravesh ')).toBe('griha-prabesh');
    expect(saaitKindFromName('grihaprabesh')).toBe('griha-prabesh');
    expect(saaitKindFromName('MARRIAGE')).toBe('bibaha');
    expect(saaitKindFromName('व्\u200dयापार')).toBe('byapar');
  });

  it('knows no other name', () => {
    for (const name of ['', 'picnic', 'bi', 'marriages', 'विवाहको']) {
      expect(saaitKindFromName(name)).toBeUndefined();
    }
  });
});
