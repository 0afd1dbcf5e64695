// An announcement's body is HTML written in the back office's editor and shown to every member in
// the pop-up ("stores sanitised HTML, sanitised on the server"). Only the typography the
// pop-up styles survives: headings, paragraphs, lists, links, bold/italic, tables and figures, and
// images served by this site. Scripts, event handlers, styles and javascript: links are dropped.
import sanitizeHtml from 'sanitize-html';

/**
 * Images must come from this site's file store: the site's Content-Security-Policy (img-src 'self')
 * would block any other address in the member's browser anyway.
 */
const SAME_SITE_MEDIA = /^\/media\/[a-z]+\/[A-Za-z0-9_./-]+$/;
export const isSameSiteMedia = (src: string | undefined): boolean =>
  src !== undefined && SAME_SITE_MEDIA.test(src) && !src.includes('..');

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'div',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // The pop-up's typography classes (announcement-body.tsx), used by the seeded notices.
  allowedClasses: { '*': ['table-scroll', 'num', 'note', 'figures', 'signature'] },
  // Web, mail and phone links, and the chat apps the sales team is reached on (Viber).
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'viber'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    // A link never hands the opened page a handle on ours.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: 'noopener noreferrer',
        ...(attribs.target === undefined ? {} : { target: '_blank' }),
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSameSiteMedia(frame.attribs.src),
};

export function sanitizeAnnouncementBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML still says something: text, or at least one image. */
export function hasContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}
