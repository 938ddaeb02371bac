import fc from 'fast-check'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { RichTextDocument, RichTextMark, RichTextNode } from '../domain/story.ts'
import { RichText } from './rich-text.tsx'

/**
 * Property: whatever an editor (or an attacker with editor access) types, rendered rich text has
 * no script-capable URL and no inline event handler. URLs are built from dangerous schemes with
 * the obfuscations browsers forgive: case, whitespace and controls, HTML entities.
 */

const dangerousSchemes = ['javascript', 'data', 'vbscript']
const invisible = ['\t', '\n', '\r', ' ', '\u0000', '\u000b', '\u00a0', '\u200b', '\ufeff']

function entity(char: string, style: number): string {
  const code = char.codePointAt(0) ?? 0
  if (style === 0) return `&#${code};`
  if (style === 1) return `&#x${code.toString(16)};`
  if (style === 2) return `&#0000${code}`
  return char === ':' ? '&colon;' : char
}

const obfuscatedScheme = fc
  .record({
    scheme: fc.constantFrom(...dangerousSchemes),
    cases: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    noise: fc.array(fc.tuple(fc.nat(12), fc.constantFrom(...invisible)), { maxLength: 3 }),
    entities: fc.array(fc.tuple(fc.nat(12), fc.nat(3)), { maxLength: 3 }),
    doubleEncode: fc.boolean(),
    payload: fc.constantFrom('alert(1)', 'text/html,<script>alert(1)</script>', 'msgbox(1)', '//x'),
  })
  .map(({ scheme, cases, noise, entities, doubleEncode, payload }) => {
    const chars = [...`${scheme}:`].map((char, i) => (cases[i] ? char.toUpperCase() : char))
    for (const [at, style] of entities) {
      const i = at % chars.length
      chars[i] = entity(chars[i] ?? '', style)
    }
    for (const [at, char] of noise) chars.splice(at % (chars.length + 1), 0, char)
    let url = chars.join('') + payload
    if (doubleEncode) url = url.replaceAll('&', '&amp;')
    return url
  })

const anyUrl = fc.oneof(
  obfuscatedScheme,
  fc.constantFrom(
    'https://www.kia.lu',
    '/contact',
    '#horaires',
    'mailto:a@b.lu',
    'tel:+352',
    'www.x.lu'
  ),
  fc.string(),
  fc.webUrl()
)

const linkMark: fc.Arbitrary<RichTextMark> = fc.record({
  type: fc.constant('link' as const),
  attrs: fc.record({
    href: fc.option(anyUrl),
    uuid: fc.option(fc.uuid()),
    anchor: fc.option(fc.oneof(fc.string(), obfuscatedScheme)),
    target: fc.option(fc.constantFrom('_self' as const, '_blank' as const)),
    linktype: fc.option(
      fc.constantFrom('url' as const, 'story' as const, 'asset' as const, 'email' as const)
    ),
  }),
})

const anyString = fc.oneof(fc.string(), obfuscatedScheme, fc.constant('" onmouseover="alert(1)'))

const mark: fc.Arbitrary<RichTextMark> = fc.oneof(
  linkMark,
  fc.constantFrom<RichTextMark>(
    { type: 'bold' },
    { type: 'italic' },
    { type: 'strike' },
    { type: 'code' }
  ),
  anyString.map((value): RichTextMark => ({ type: 'styled', attrs: { class: value } })),
  anyString.map((value): RichTextMark => ({ type: 'highlight', attrs: { color: value } })),
  fc.tuple(anyString, anyString, anyString).map(([color, id, klass]): RichTextMark => ({
    type: 'textStyle',
    attrs: { color, id, class: klass },
  })),
  anyString.map((id): RichTextMark => ({ type: 'anchor', attrs: { id } }))
)

const leaf: fc.Arbitrary<RichTextNode> = fc.oneof(
  fc.record({
    type: fc.constant('text' as const),
    text: anyString,
    marks: fc.array(mark, { maxLength: 3 }),
  }),
  fc.constant<RichTextNode>({ type: 'hard_break' }),
  fc.record({
    type: fc.constant('image' as const),
    attrs: fc.record({
      src: anyUrl.filter((s) => s.length > 0),
      alt: fc.option(anyString),
      title: fc.option(anyString),
    }),
  }),
  fc.record({
    type: fc.constant('emoji' as const),
    attrs: fc.record({ name: anyString, emoji: fc.constantFrom('', '🚗'), fallbackImage: anyUrl }),
  })
)

const tree = fc.letrec<{ node: RichTextNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({
      type: fc.constantFrom(
        'paragraph' as const,
        'blockquote' as const,
        'bullet_list' as const,
        'list_item' as const,
        'table' as const,
        'tableRow' as const,
        'tableCell' as const
      ),
      content: fc.array(tie('node'), { maxLength: 4 }),
    }) as fc.Arbitrary<RichTextNode>,
    fc.record({
      type: fc.constant('heading' as const),
      attrs: fc.record({ level: fc.constantFrom(1 as const, 2 as const, 3 as const, 6 as const) }),
      content: fc.array(tie('node'), { maxLength: 3 }),
    }),
    fc.record({
      type: fc.constant('code_block' as const),
      attrs: fc.record({ class: fc.option(anyString) }),
      content: fc.array(leaf, { maxLength: 2 }),
    })
  ),
}))

const documents: fc.Arbitrary<RichTextDocument> = fc.record({
  type: fc.constant('doc' as const),
  content: fc.array(tree.node, { maxLength: 5 }),
})

// An independent reading of the output (not the renderer's own checks).
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'poster',
  'xlink:href',
  'background',
  'cite',
  'data',
])

function decodeAll(value: string): string {
  let current = value
  for (let i = 0; i < 6; i++) {
    const next = current
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
        String.fromCodePoint(parseInt(hex, 16) % 0x110000)
      )
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
      .replace(/&colon;?/gi, ':')
      .replace(/&tab;?/gi, '\t')
      .replace(/&newline;?/gi, '\n')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
    if (next === current) break
    current = next
  }
  return current
}

function attributes(html: string): [string, string][] {
  const found: [string, string][] = []
  for (const tag of html.matchAll(
    /<[a-zA-Z][a-zA-Z0-9-]*((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g
  )) {
    for (const attribute of (tag[1] ?? '').matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)) {
      found.push([attribute[1]?.toLowerCase() ?? '', attribute[2] ?? ''])
    }
  }
  return found
}

describe('rich text rendering (property)', () => {
  it('never renders a script URL or an inline event handler', () => {
    fc.assert(
      fc.property(documents, (document) => {
        const html = renderToStaticMarkup(createElement(RichText, { document }))
        for (const [name, value] of attributes(html)) {
          expect(name.startsWith('on'), `event handler ${name} in ${html}`).toBe(false)
          expect(name).not.toBe('style')
          if (!URL_ATTRIBUTES.has(name)) continue
          const url = decodeAll(value)
            // Browsers ignore control characters and spaces in a URL's scheme: so do we here.
            // eslint-disable-next-line no-control-regex
            .replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\ufeff]/g, '')
            .toLowerCase()
          expect(url, `${name}="${value}"`).not.toMatch(/^(javascript|data|vbscript):/)
        }
      }),
      { numRuns: 10_000 }
    )
  }, 120_000)

  it('sees the attacks it is meant to catch (the checker can fail)', () => {
    const bad = '<a href="&#x6A;ava&#9;script&colon;alert(1)" onclick="x">x</a>'
    const found = attributes(bad)
    expect(found.map(([name]) => name)).toEqual(['href', 'onclick'])
    expect(decodeAll(found[0]?.[1] ?? '').replace(/\s/g, '')).toBe('javascript:alert(1)')
  })
})
