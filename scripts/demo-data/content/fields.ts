import {
  type ContentPage,
  type QueryInput,
  type RouteParamsOf,
  href,
  pageHref,
} from '../../../client/routes/href.ts'
import type { RouteName } from '../../../client/routes/route-table.ts'
import { numericIdFor } from './ids.ts'

/**
 * Builders for Storyblok field values in its own JSON format: asset fields, multilink fields and
 * rich text documents. Story links carry only `cached_url` here; the builder fills in the target
 * uuid (`id`) once every story exists.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

/** An asset field pointing at a locally generated image. */
export function asset(filename: string, alt: string, title = ''): JsonObject {
  return {
    id: numericIdFor(filename),
    alt,
    name: '',
    focus: null,
    title,
    filename,
    copyright: '',
    fieldtype: 'asset',
    meta_data: {},
    is_external_url: false,
  }
}

/** An illustration of `public/demo/content/` by name (see images.ts). */
export function picture(name: string, alt: string, title = ''): JsonObject {
  return asset(`/demo/content/${name}.svg`, alt, title)
}

export const emptyAsset: JsonObject = {
  id: null,
  alt: null,
  name: '',
  focus: null,
  title: null,
  filename: '',
  copyright: null,
  fieldtype: 'asset',
  meta_data: {},
}

export function storyLink(fullSlug: string, anchor = ''): JsonObject {
  const link: JsonObject = {
    id: '',
    url: '',
    linktype: 'story',
    fieldtype: 'multilink',
    cached_url: fullSlug,
  }
  if (anchor) link.anchor = anchor
  return link
}

export function urlLink(url: string, newTab = true): JsonObject {
  const link: JsonObject = { id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url }
  if (newTab) link.target = '_blank'
  return link
}

/**
 * A link to a page of the route table that is not a story (a model page, a dealership) or to a
 * content page with a query (the stock filtered on a brand). The path comes from `href`, never
 * from a string: the content checks verify each against the route table and the demo data.
 */
export function routeLink<N extends RouteName>(
  name: N,
  params: RouteParamsOf<N>,
  query?: QueryInput
): JsonObject {
  // The demo space's links are written as its editors write them: French paths.
  return urlLink(href(name, params, query, 'fr'), false)
}

/** A link to a named content page with a query (`pageLink('stock', { brand: 'kia' })`). */
export function pageLink(page: ContentPage, query?: QueryInput): JsonObject {
  return urlLink(pageHref(page, 'fr', query), false)
}

export function emailLink(email: string): JsonObject {
  return { id: '', url: '', email, linktype: 'email', fieldtype: 'multilink', cached_url: '' }
}

export const emptyLink: JsonObject = {
  id: '',
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: '',
}

// Rich text -----------------------------------------------------------------------------------

type Inline = string | JsonObject

const textNode = (part: Inline): JsonObject =>
  typeof part === 'string' ? { type: 'text', text: part } : part

export function doc(...content: JsonObject[]): JsonObject {
  return { type: 'doc', content }
}

export function p(...parts: Inline[]): JsonObject {
  return { type: 'paragraph', content: parts.map(textNode) }
}

export function h(level: 2 | 3 | 4, text: string): JsonObject {
  return { type: 'heading', attrs: { level }, content: [{ type: 'text', text }] }
}

export function ul(...items: Inline[][]): JsonObject {
  return {
    type: 'bullet_list',
    content: items.map((parts) => ({ type: 'list_item', content: [p(...parts)] })),
  }
}

export function ol(...items: Inline[][]): JsonObject {
  return {
    type: 'ordered_list',
    attrs: { order: 1 },
    content: items.map((parts) => ({ type: 'list_item', content: [p(...parts)] })),
  }
}

export function bold(text: string): JsonObject {
  return { type: 'text', text, marks: [{ type: 'bold' }] }
}

export function italic(text: string): JsonObject {
  return { type: 'text', text, marks: [{ type: 'italic' }] }
}

/** Inline link to a story (full slug), a URL or an e-mail address. */
export function a(text: string, target: string): JsonObject {
  const linktype = target.startsWith('mailto:')
    ? 'email'
    : /^https?:/.test(target)
      ? 'url'
      : 'story'
  const href = linktype === 'story' ? `/${target}` : target
  return {
    type: 'text',
    text,
    marks: [
      {
        type: 'link',
        attrs: {
          href,
          uuid: null,
          anchor: null,
          target: linktype === 'url' ? '_blank' : '_self',
          linktype,
        },
      },
    ],
  }
}

/** A simple table: first row is the header. */
export function table(rows: string[][]): JsonObject {
  return {
    type: 'table',
    content: rows.map((cells, index) => ({
      type: 'tableRow',
      content: cells.map((cell) => ({
        type: index === 0 ? 'tableHeader' : 'tableCell',
        attrs: { colspan: 1, rowspan: 1 },
        content: [p(cell)],
      })),
    })),
  }
}

/** Plain-text paragraphs to a document (copy written as one string per paragraph). */
export function paragraphs(...texts: string[]): JsonObject {
  return doc(...texts.map((text) => p(text)))
}
