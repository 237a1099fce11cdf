import { wrapText } from '@/lib/og/wrap';

// One unit per character: easy widths to reason about.
const measure = (s: string) => s.length;

describe('wrapText', () => {
  it('keeps text that fits on one line', () => {
    expect(wrapText('Jestha 2082', measure, 20, 2)).toEqual(['Jestha 2082']);
  });

  it('breaks at spaces within the width', () => {
    expect(wrapText('aaa bbb ccc ddd', measure, 7, 3)).toEqual(['aaa bbb', 'ccc ddd']);
  });

  it('ends the last allowed line with an ellipsis when text is left over', () => {
    expect(wrapText('aaa bbb ccc ddd eee', measure, 7, 2)).toEqual(['aaa bbb', 'ccc…']);
  });

  it('drops punctuation before the ellipsis, the danda included', () => {
    expect(wrapText('काम छ। अरू धेरै', measure, 6, 1)).toEqual(['काम छ…']);
  });

  it('lets a word longer than a line stand alone', () => {
    expect(wrapText('internationalisation now', measure, 5, 2)).toEqual([
      'internationalisation',
      'now',
    ]);
  });
});
