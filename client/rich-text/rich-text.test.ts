import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { RichTextDocument, RichTextNode } from '../domain/story.ts'
import { isEmptyRichText, richTextPlainText } from './plain-text.ts'
import { richTextBlocks, mapRichTextBlocks } from './rich-text-blocks.ts'
import { RichText } from './rich-text.tsx'

const text = (
  value: string,
  marks?: Extract<RichTextNode, { type: 'text' }>['marks']
): RichTextNode => (marks ? { type: 'text', text: value, marks } : { type: 'text', text: value })
const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content })
const doc = (...content: RichTextNode[]): RichTextDocument => ({ type: 'doc', content })
const render = (document: RichTextDocument) =>
  renderToStaticMarkup(createElement(RichText, { document }))

describe('RichText', () => {
  it('renders headings (an editor h1 becomes h2), paragraphs and lists', () => {
    const html = render(
      doc(
        { type: 'heading', attrs: { level: 1 }, content: [text('Nos services')] },
        { type: 'heading', attrs: { level: 3 }, content: [text('Atelier')] },
        paragraph(text('Entretien toutes marques.')),
        {
          type: 'bullet_list',
          content: [{ type: 'list_item', content: [paragraph(text('Pneus'))] }],
        },
        {
          type: 'ordered_list',
          attrs: { order: 3 },
          content: [{ type: 'list_item', content: [paragraph(text('Trois'))] }],
        }
      )
    )
    expect(html).toContain('<h2>Nos services</h2>')
    expect(html).toContain('<h3>Atelier</h3>')
    expect(html).toContain('<p>Entretien toutes marques.</p>')
    expect(html).toContain('<ul><li><p>Pneus</p></li></ul>')
    expect(html).toContain('<ol start="3">')
  })

  it('renders marks, nesting them in order', () => {
    const html = render(
      doc(
        paragraph(
          text('gras', [{ type: 'bold' }]),
          text('italique', [{ type: 'italic' }]),
          text('surligné', [{ type: 'highlight', attrs: { color: '#ff0' } }]),
          text('style', [{ type: 'styled', attrs: { class: 'lead' } }]),
          text('css', [
            { type: 'textStyle', attrs: { color: 'red', id: null, class: 'x"><script>' } },
          ]),
          text('les deux', [{ type: 'bold' }, { type: 'italic' }])
        )
      )
    )
    expect(html).toContain('<strong>gras</strong>')
    expect(html).toContain('<em>italique</em>')
    expect(html).toContain('<mark>surligné</mark>')
    expect(html).toContain('<span class="rich-text__style-lead">style</span>')
    // Editor colours and unsafe class names are not applied.
    expect(html).not.toContain('style=')
    expect(html).toContain('css')
    expect(html).not.toContain('<script')
    expect(html).toContain('<strong><em>les deux</em></strong>')
  })

  it('renders each link type, external ones with rel, unsafe ones as plain text', () => {
    const link = (attrs: Record<string, string | null>) => [{ type: 'link' as const, attrs }]
    const html = render(
      doc(
        paragraph(
          text('contact', link({ linktype: 'story', href: '/contact', anchor: 'formulaire' })),
          text('kia', link({ linktype: 'url', href: 'https://www.kia.lu', target: '_blank' })),
          text('mail', link({ linktype: 'email', href: 'info@autosphere.lu' })),
          text('tarifs', link({ linktype: 'asset', href: '/demo/downloads/tarifs.pdf' })),
          text('piège', link({ linktype: 'url', href: 'javascript:alert(1)' }))
        )
      )
    )
    expect(html).toContain('<a href="/contact#formulaire">contact</a>')
    expect(html).toContain(
      '<a href="https://www.kia.lu" rel="noopener noreferrer" target="_blank">kia</a>'
    )
    expect(html).toContain('<a href="mailto:info@autosphere.lu">mail</a>')
    expect(html).toContain('<a href="/demo/downloads/tarifs.pdf">tarifs</a>')
    expect(html).toContain('piège')
    expect(html).not.toContain('javascript')
  })

  it('renders images with their size when the URL tells it, and drops unsafe ones', () => {
    const html = render(
      doc(
        {
          type: 'image',
          attrs: {
            src: 'https://a.storyblok.com/f/1/1600x700/ab/atelier.jpg',
            alt: 'Atelier',
            title: 'Notre atelier',
          },
        },
        { type: 'image', attrs: { src: 'data:image/png;base64,AAAA', alt: 'x' } }
      )
    )
    expect(html).toContain('alt="Atelier"')
    expect(html).toContain('title="Notre atelier"')
    expect(html).toContain('width="1600" height="700"')
    expect(html).not.toContain('data:')
  })

  it('renders code, emoji, rules, breaks and tables with a header row', () => {
    const cell = (type: 'tableCell' | 'tableHeader', value: string): RichTextNode => ({
      type,
      content: [paragraph(text(value))],
    })
    const html = render(
      doc(
        { type: 'code_block', attrs: { class: 'language-bash' }, content: [text('npm start')] },
        paragraph(
          { type: 'emoji', attrs: { name: 'red_car', emoji: '🚗' } },
          { type: 'hard_break' },
          text('fin')
        ),
        { type: 'horizontal_rule' },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [cell('tableHeader', 'Pneu'), cell('tableHeader', 'Prix')],
            },
            { type: 'tableRow', content: [cell('tableCell', 'Hiver'), cell('tableCell', '89 €')] },
          ],
        }
      )
    )
    expect(html).toContain(
      '<pre class="rich-text__code"><code class="language-bash">npm start</code></pre>'
    )
    expect(html).toContain('<span role="img" aria-label="red car">🚗</span><br/>fin')
    expect(html).toContain('<hr/>')
    expect(html).toContain('<thead><tr><th scope="col"><p>Pneu</p></th>')
    expect(html).toContain('<tbody><tr><td><p>Hiver</p></td>')
  })
})

describe('rich text helpers', () => {
  const video = { component: 'embedded_video', _uid: 'v1', title: 'Vidéo' }
  const document = doc(paragraph(text('Avant')), {
    type: 'blok',
    attrs: { id: 'b', body: [video] },
  })

  it('finds and maps embedded blocks anywhere in a block tree', () => {
    const tree = [{ component: 'image_content', _uid: 'i1', text: document }]
    expect(richTextBlocks(tree)).toEqual([video])
    const mapped = mapRichTextBlocks(tree, (body) => body.map((b) => ({ ...b, checked: true })))
    expect(richTextBlocks(mapped)).toEqual([{ ...video, checked: true }])
    // Arrays of blocks outside rich text are not mistaken for embedded blocks.
    expect(richTextBlocks({ body: [video] })).toEqual([])
  })

  it('extracts plain text and detects empty documents', () => {
    expect(richTextPlainText(doc(paragraph(text('Oui.')), paragraph(text('Bien sûr'))))).toBe(
      'Oui. Bien sûr'
    )
    expect(isEmptyRichText(doc(paragraph()))).toBe(true)
    expect(isEmptyRichText(document)).toBe(false)
  })
})
