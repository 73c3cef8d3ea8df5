import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders what a course writes: headings, emphasis, lists, links, tables, code', () => {
    const html = renderMarkdown('## Rules\n\n**Due** _Friday_\n\n- one\n- two\n\n[Case](https://example.org/case)\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\n`x = 1`');
    expect(html).toContain('<h2>Rules</h2>');
    expect(html).toContain('<strong>Due</strong> <em>Friday</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="https://example.org/case" target="_blank" rel="noopener noreferrer nofollow">Case</a>');
    expect(html).toContain('<td style="text-align:right">2</td>');
    expect(html).toContain('<code>x = 1</code>');
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['a script tag split over lines', '<scr\nipt>alert(1)</script>'],
    ['an event attribute', '<img src="https://x.org/a.png" onerror="alert(1)">'],
    ['an inline SVG payload', '<svg onload="alert(1)"><script>alert(1)</script></svg>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style tag', '<style>body{display:none}</style>'],
  ])('shows %s as text, never as markup', (_, payload) => {
    const html = renderMarkdown(payload);
    expect(html).not.toMatch(/<(script|svg|iframe|style|img)\b/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['JavaScript: with odd case and spaces', '[click]( JaVaScRiPt:alert(1))'],
    ['an entity-encoded javascript:', '[click](&#106;avascript:alert(1))'],
    ['vbscript:', '[click](vbscript:msgbox(1))'],
    ['data: text/html', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['an autolink to javascript:', '<javascript:alert(1)>'],
  ])('drops a %s link', (_, payload) => {
    const html = renderMarkdown(payload);
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/<a [^>]*href="(?!https?:|mailto:)/i);
  });

  it('keeps images from http(s) only, without attributes beyond src, alt and title', () => {
    expect(renderMarkdown('![chart](https://example.org/c.png "Sales")')).toBe('<p><img src="https://example.org/c.png" alt="chart" title="Sales" /></p>\n');
    expect(renderMarkdown('![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)')).not.toMatch(/src="data:/);
  });

  it('turns a bare address into a link and keeps line breaks', () => {
    expect(renderMarkdown('see https://example.org\nnext line')).toBe(
      '<p>see <a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">https://example.org</a><br />\nnext line</p>\n',
    );
  });
});
