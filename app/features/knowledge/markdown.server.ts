import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

/**
 * Markdown as HTML a public page may carry, whoever wrote it (decision 033): a stolen staff session
 * must not become stored script on the public site. Raw HTML in the source is shown as text, and the
 * result passes an allow-list: no script, iframe, style, event handler or `javascript:` link survives,
 * and pictures come only from the site's own image folders (the upload pipeline's output).
 */
const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
  },
})

const ownImage = /^\/images\/(?:finishes|content)\/[\w.-]+$/

const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'a',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'br',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // The page has one h1, the title: a heading of level 1 in the body becomes a level 2.
  transformTags: { h1: 'h2' },
  exclusiveFilter: (frame) => frame.tag === 'img' && !ownImage.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
}

export function markdownToSafeHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }) as string, policy)
}
