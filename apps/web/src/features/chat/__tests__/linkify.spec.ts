import { linkify, type MessagePart } from '../linkify';

const text = (value: string): MessagePart => ({ kind: 'text', text: value });
const link = (href: string): MessagePart => ({ kind: 'link', text: href, href });

describe('linkify', () => {
  it('keeps a message without addresses as one run of text, spacing and line breaks included', () => {
    expect(linkify('Take it twice a day.\n  With food.')).toEqual([
      text('Take it twice a day.\n  With food.'),
    ]);
  });

  it('gives nothing for an empty message', () => {
    expect(linkify('')).toEqual([]);
  });

  it('turns http and https addresses into links, in any letter case of the scheme', () => {
    expect(linkify('See https://nhs.uk/conditions and HTTP://example.org/a?b=1#c')).toEqual([
      text('See '),
      link('https://nhs.uk/conditions'),
      text(' and '),
      link('HTTP://example.org/a?b=1#c'),
    ]);
  });

  it('finds several addresses, including one at the very start and one at the very end', () => {
    expect(linkify('https://a.example first, then https://b.example')).toEqual([
      link('https://a.example'),
      text(' first, then '),
      link('https://b.example'),
    ]);
  });

  it.each([
    ['a full stop', 'Read https://example.org/page.', 'https://example.org/page', '.'],
    ['a comma', 'Read https://example.org, then rest', 'https://example.org', ', then rest'],
    ['a question mark', 'Seen https://example.org/faq?', 'https://example.org/faq', '?'],
    ['an exclamation mark', 'Go to https://example.org!', 'https://example.org', '!'],
    ['a closing bracket', '(see https://example.org/x)', 'https://example.org/x', ')'],
    ['quotes', '"https://example.org/x"', 'https://example.org/x', '"'],
    ['several marks', 'Here: https://example.org/x).', 'https://example.org/x', ').'],
  ])('leaves %s after an address to the text', (_, message, address, after) => {
    const parts = linkify(message);
    expect(parts).toContainEqual(link(address));
    expect(parts.at(-1)).toEqual(text(after));
  });

  it('keeps a closing bracket that belongs to the address', () => {
    expect(linkify('https://en.wikipedia.org/wiki/Asthma_(disease).')).toEqual([
      link('https://en.wikipedia.org/wiki/Asthma_(disease)'),
      text('.'),
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example.org/report.pdf',
    'mailto:doctor@example.org',
    'tel:+441234567890',
    'www.example.org',
    'example.org/page',
  ])('leaves %s as plain text', (message) => {
    expect(linkify(message)).toEqual([text(message)]);
  });

  it('does not take an address glued to a word or a scheme without a host', () => {
    expect(linkify('xhttp://example.org')).toEqual([text('xhttp://example.org')]);
    expect(linkify('https:// nothing')).toEqual([text('https:// nothing')]);
    expect(linkify('https://')).toEqual([text('https://')]);
  });

  it('stops an address at markup characters, which stay text', () => {
    expect(linkify('<a href="https://example.org">x</a>')).toEqual([
      text('<a href="'),
      link('https://example.org'),
      text('">x</a>'),
    ]);
  });

  it('joins back into the message unchanged', () => {
    const message = 'Notes: https://a.example/x, (https://b.example/y) and https://c.example/z.\nBye';
    expect(
      linkify(message)
        .map((part) => part.text)
        .join(''),
    ).toBe(message);
  });
});
