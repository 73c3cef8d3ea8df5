import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown as the course writes it (announcements, threads, replies), rendered to the only HTML a
 * page ever shows. Two locks: markdown-it renders with raw HTML off (a `<script>` typed into a post
 * is text) and refuses javascript:, vbscript:, file: and data: links; sanitize-html then keeps only
 * the elements and attributes Markdown produces, with http, https and mailto links, whatever a
 * future renderer option lets through.
 */
const renderer = new MarkdownIt({ html: false, linkify: true, breaks: true });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    's',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'], th: ['style'], td: ['style'] },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  // Links leave the platform in a new tab, telling the other site nothing about the page.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
};

/** The post's Markdown as safe HTML. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(renderer.render(markdown), ALLOWED);
}
