import { escapeHtml, html, trusted } from '@/lib/widgets/html';

// Under another name: the formatter rewrites templates tagged `html`, and these compare bytes.
const markup = html;

describe('widget html builder', () => {
  it('escapes interpolated text, attributes included', () => {
    const name = '<b>"Tom" & \'Jerry\'</b>';
    expect(markup`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;">&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;</p>',
    );
    expect(escapeHtml('a<b')).toBe('a&lt;b');
  });

  it('keeps nested markup and trusted text, joins lists and drops empty parts', () => {
    const items = ['a', 'b&c'].map((x) => markup`<li>${x}</li>`);
    expect(markup`<ul>${items}</ul>${false}${null}${undefined}${0}`.value).toBe(
      '<ul><li>a</li><li>b&amp;c</li></ul>0',
    );
    expect(markup`<style>${trusted('a>b{}')}</style>`.value).toBe('<style>a>b{}</style>');
  });
});
