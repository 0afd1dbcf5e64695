import { describe, expect, it } from 'vitest';
import { html, multiline, safeUrl } from './html.ts';
import { renderEmail } from './layout.ts';

describe('html tagged template', () => {
  it('escapes interpolations but keeps nested fragments', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${'<x>'}${['<a>', html`<br />`]}${null}${false}</p>`.value).toBe(
      '<p><b>&lt;i&gt;</b>&lt;x&gt;&lt;a&gt;<br /></p>',
    );
  });

  it('keeps line breaks of typed text', () => {
    expect(multiline('a<b>\r\nc\rd').value).toBe('a&lt;b&gt;<br>c<br>d');
  });

  it.each([
    ['https://ibc.example/checklist?id=1', 'https://ibc.example/checklist?id=1'],
    ['http://localhost:3000/x', 'http://localhost:3000/x'],
    ['javascript:alert(1)', '#'],
    ['data:text/html,hi', '#'],
    ['not a url', '#'],
  ])('safeUrl(%s) = %s', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });
});

describe('renderEmail', () => {
  const attack = '<img src=x onerror=alert(1)>"><script>steal()</script>';
  const rendered = renderEmail({
    title: `Offer from ${attack}`,
    preheader: attack,
    blocks: [
      { type: 'paragraph', text: attack },
      { type: 'heading', text: attack },
      {
        type: 'details',
        rows: [
          { label: attack, value: attack, href: 'javascript:alert(1)' },
          { label: 'Amount', value: '1,000.00', numeric: true },
        ],
      },
      { type: 'quote', label: 'Comment', text: `line one\n${attack}` },
      { type: 'button', label: 'Open checklist', href: 'https://ibc.example/checklist?id=7' },
      {
        type: 'vehicle',
        title: attack,
        href: 'https://ibc.example/checklist?id=7',
        imageUrl: 'https://ibc.example/media/vehicles/7/0.svg',
        rows: [],
      },
    ],
  });

  it('never lets typed markup through into the HTML part', () => {
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).not.toContain('<img src=x');
    expect(rendered.html).not.toContain('javascript:');
    expect(rendered.html).toContain('&lt;script&gt;steal()&lt;/script&gt;');
  });

  it('renders links, the button and right-aligned amounts', () => {
    expect(rendered.html).toContain('href="https://ibc.example/checklist?id=7"');
    expect(rendered.html).toContain('text-align:right;font-variant-numeric:tabular-nums;');
    expect(rendered.html).toMatch(/^<!doctype html>/);
  });

  it('has a plain-text part with the same content, the typed text verbatim and the links spelled out', () => {
    expect(rendered.text).toContain(attack);
    expect(rendered.text).toContain('> line one');
    expect(rendered.text).toContain('Open checklist: https://ibc.example/checklist?id=7');
    expect(rendered.text).toContain('Amount: 1,000.00');
  });
});
