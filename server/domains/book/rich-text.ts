/** Rich text of chapters: cleaned with sanitize-html on save; plain text (paragraphs) for the printed book. */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'span', 'img'],
  allowedAttributes: { img: ['src', 'alt', 'width', 'height'], p: ['style'], span: ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/], 'font-weight': [/^(bold|normal|\d{3})$/] } },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Clean user HTML: only formatting tags, images from http(s) or /files/ uploads, no scripts or handlers. */
export function cleanHtml(html: string): string {
  const out = sanitizeHtml(html, {
    ...OPTIONS,
    exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https?:\/\/|\/files\/)/.test(frame.attribs.src ?? ''),
  });
  return out.trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ', '#x27': "'" };

/** Plain text of (clean) HTML: one paragraph per block, blank lines dropped, entities decoded. */
export function plainText(html: string): string {
  const broken = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|h[1-6]|li|blockquote|div)>/gi, '\n');
  const bare = sanitizeHtml(broken, { allowedTags: [], allowedAttributes: {} });
  return bare
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .split('\n').map((l) => l.trim()).filter(Boolean).join('\n');
}

/** Characters of the plain text (what `length` reports). */
export const textLength = (html: string) => [...plainText(html).replace(/\n/g, '')].length;
