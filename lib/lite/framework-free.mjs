// @ts-check
// Data saver's pages as plain HTML: the document Next rendered, without the framework's scripts,
// their preloads and the flight data (the page again, as React's payload, in inline scripts),
// which a page with no client runtime never reads. Scripts of our own marked `data-lite` stay.
// Plain JavaScript: Node loads it unbundled, in the front (front.mjs).
import { RewritingStream } from 'parse5-html-rewriting-stream'

/** The attribute that keeps a script on a data saver page: the site's own, small ones. */
export const LITE_SCRIPT_ATTRIBUTE = 'data-lite'

/**
 * `/lite`, `/lite/…`, `/<locale>/lite`, `/<locale>/lite/…`: data saver's pages
 * (lib/page-variant.ts), a locale being a language subtag of two or three letters (`ha`, and
 * `pcm` for Nigerian Pidgin). Only an HTML answer is rewritten: a path of this shape that is no
 * page (an image under `/og/`) goes out untouched.
 */
const LITE_PATH = /^\/(?:[a-z]{2,3}\/)?lite(?:\/|$)/

/**
 * Whether a request is for a data saver page's HTML: a GET or HEAD at a lite path that is no
 * request for the page's flight data (a client navigation or prefetch, which a page with no
 * runtime never makes, but a full page linking to it may).
 * @param {import('node:http').IncomingMessage} request
 */
export function isLitePageRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const url = request.url ?? ''
  const pathname = url.split('?', 1)[0] ?? ''
  if (!LITE_PATH.test(pathname) || pathname.endsWith('.webmanifest')) return false
  return request.headers.rsc === undefined && !/[?&]_rsc=/.test(url)
}

/** @param {import('parse5-sax-parser').StartTag} tag @param {string} name */
const attribute = (tag, name) => tag.attrs.find((each) => each.name === name)?.value

/**
 * Whether a start tag is the framework's: any script but data (JSON-LD) and ours, or a hint to
 * fetch one. Scripts are dropped unless known to stay, so a change in how React writes its flight
 * data (another type, say) leaves it out rather than back in every page.
 * @param {import('parse5-sax-parser').StartTag} tag
 */
function isFrameworkTag(tag) {
  if (tag.tagName === 'script') {
    const type = (attribute(tag, 'type') ?? '').trim().toLowerCase()
    return type !== 'application/ld+json' && attribute(tag, LITE_SCRIPT_ATTRIBUTE) === undefined
  }
  if (tag.tagName !== 'link') return false
  const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
  return (
    rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script')
  )
}

/**
 * A transform from HTML to the same HTML without the framework's scripts and script preloads;
 * everything else byte for byte as it came (the rewriter re-emits each token's source).
 */
export function frameworkFree() {
  const rewriter = new RewritingStream()
  let dropping = false
  rewriter.on('startTag', (tag, raw) => {
    if (isFrameworkTag(tag)) {
      // A script's text and end tag go with it; a link has neither.
      dropping = tag.tagName === 'script' && !tag.selfClosing
      return
    }
    rewriter.emitRaw(raw)
  })
  rewriter.on('text', (_, raw) => {
    if (!dropping) rewriter.emitRaw(raw)
  })
  rewriter.on('endTag', (tag, raw) => {
    if (dropping && tag.tagName === 'script') {
      dropping = false
      return
    }
    rewriter.emitRaw(raw)
  })
  return rewriter
}

/**
 * `html` through frameworkFree, whole: for tests and tools.
 * @param {string} html
 * @returns {Promise<string>}
 */
export function withoutFramework(html) {
  return new Promise((resolve, reject) => {
    const rewriter = frameworkFree()
    let out = ''
    rewriter.setEncoding('utf8')
    rewriter.on('data', (chunk) => (out += chunk))
    rewriter.on('end', () => resolve(out))
    rewriter.on('error', reject)
    rewriter.end(html)
  })
}
