import { z } from 'zod'

/**
 * App-side shapes of CMS content. `worker/content/reshape.ts` is the only producer of `Story`;
 * pages, loaders and blocks only ever see these types, never Storyblok's wire format. The schemas
 * double as validators for values read back from KV.
 */

/** A content block: any Storyblok component instance. Fields beyond these are the block's own. */
export const blockSchema = z.looseObject({
  component: z.string().min(1),
  _uid: z.string().min(1),
  /** Visual-editor marker (HTML comment JSON); only present in draft responses. */
  _editable: z.string().optional(),
})
export type Block = z.infer<typeof blockSchema>

export const storySeoSchema = z.object({
  title: z.string(),
  description: z.string(),
  noindex: z.boolean(),
  /** Absolute or site-relative image URL for Open Graph, when the editor set one. */
  ogImage: z.string().nullable(),
})
export type StorySeo = z.infer<typeof storySeoSchema>

export const storySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Storyblok's full slug without trailing slash, e.g. `services/carrosserie`. */
  fullSlug: z.string(),
  /** Public path of the page, e.g. `/services/carrosserie`; `/` for the home page. */
  url: z.string(),
  parentId: z.number().int().nullable(),
  isStartpage: z.boolean(),
  position: z.number(),
  lang: z.string(),
  tagList: z.array(z.string()),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  firstPublishedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  sortByDate: z.string().nullable(),
  /** Full slugs of the ancestors, outermost first: breadcrumbs resolve their labels via links. */
  parentSlugs: z.array(z.string()),
  /** Label of this story in a breadcrumb trail (editor override, else the story name). */
  breadcrumbLabel: z.string(),
  seo: storySeoSchema,
  content: blockSchema,
})
export type Story = z.infer<typeof storySchema>

/** One entry of the links tree (`cdn/links`): stories and folders, without content. */
export const contentLinkSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  fullSlug: z.string(),
  url: z.string(),
  name: z.string(),
  isFolder: z.boolean(),
  isStartpage: z.boolean(),
  parentId: z.number().int().nullable(),
  published: z.boolean(),
  position: z.number(),
})
export type ContentLink = z.infer<typeof contentLinkSchema>

export const contentSpaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Current content version: the cache key of every published delivery request. */
  cv: z.number().int(),
})
export type ContentSpace = z.infer<typeof contentSpaceSchema>

// ---------------------------------------------------------------------------------------------
// Rich text (ProseMirror/Tiptap JSON as Storyblok stores it). Node and mark names follow
// `@storyblok/richtext` so the renderer can hand a validated document straight to it.

const nullableString = z.string().nullable().optional()

export const richTextLinkMarkSchema = z.object({
  type: z.literal('link'),
  attrs: z.object({
    href: nullableString,
    uuid: nullableString,
    anchor: nullableString,
    target: z.enum(['_self', '_blank', '_parent', '_top']).nullable().optional(),
    linktype: z.enum(['url', 'story', 'asset', 'email']).nullable().optional(),
  }),
})

export const richTextMarkSchema = z.discriminatedUnion('type', [
  richTextLinkMarkSchema,
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('strike') }),
  z.object({ type: z.literal('underline') }),
  z.object({ type: z.literal('code') }),
  z.object({ type: z.literal('superscript') }),
  z.object({ type: z.literal('subscript') }),
  z.object({ type: z.literal('styled'), attrs: z.object({ class: nullableString }) }),
  z.object({ type: z.literal('highlight'), attrs: z.object({ color: nullableString }) }),
  z.object({
    type: z.literal('textStyle'),
    attrs: z.object({ color: nullableString, id: nullableString, class: nullableString }),
  }),
  z.object({ type: z.literal('anchor'), attrs: z.object({ id: z.string() }) }),
])
export type RichTextMark = z.infer<typeof richTextMarkSchema>

type Marks = { marks?: RichTextMark[] | undefined }
type Parent = Marks & { content?: RichTextNode[] | undefined }
type TableCellAttrs = { colspan?: number | undefined; rowspan?: number | undefined }
type TextAlign = 'left' | 'center' | 'right' | 'justify' | null

// Written by hand because the tree is recursive: zod cannot infer a recursive type.
export type RichTextNode =
  | (Marks & { type: 'text'; text: string })
  | (Parent & { type: 'paragraph'; attrs?: { textAlign?: TextAlign | undefined } | undefined })
  | (Parent & {
      type: 'heading'
      attrs: { level: 1 | 2 | 3 | 4 | 5 | 6; textAlign?: TextAlign | undefined }
    })
  | (Parent & { type: 'blockquote' })
  | (Parent & { type: 'bullet_list' })
  | (Parent & { type: 'ordered_list'; attrs?: { order?: number | undefined } | undefined })
  | (Parent & { type: 'list_item' })
  | (Parent & { type: 'code_block'; attrs?: { class?: string | null | undefined } | undefined })
  | { type: 'hard_break' }
  | { type: 'horizontal_rule' }
  | {
      type: 'image'
      attrs: {
        src: string
        alt?: string | null | undefined
        title?: string | null | undefined
        copyright?: string | null | undefined
      }
    }
  | { type: 'emoji'; attrs: { name: string; emoji: string; fallbackImage?: string | undefined } }
  | (Parent & { type: 'table' })
  | (Parent & { type: 'tableRow' })
  | (Parent & { type: 'tableCell'; attrs?: TableCellAttrs | undefined })
  | (Parent & { type: 'tableHeader'; attrs?: TableCellAttrs | undefined })
  | { type: 'blok'; attrs: { id?: string | null | undefined; body: Block[] } }

export type RichTextDocument = { type: 'doc'; content: RichTextNode[] }

const marks = z.array(richTextMarkSchema).optional()
const children = z.array(z.lazy((): z.ZodType<RichTextNode> => richTextNodeSchema)).optional()
const parent = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), content: children, marks })
const textAlign = z.enum(['left', 'center', 'right', 'justify']).nullable().optional()
const cellAttrs = z
  .object({ colspan: z.number().int().optional(), rowspan: z.number().int().optional() })
  .optional()

export const richTextNodeSchema: z.ZodType<RichTextNode> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string(), marks }),
  parent('paragraph').extend({ attrs: z.object({ textAlign }).optional() }),
  parent('heading').extend({
    // Editors occasionally leave `level: null`: render it as the usual section heading.
    attrs: z.object({
      level: z.union([z.literal([1, 2, 3, 4, 5, 6]), z.null().transform(() => 2 as const)]),
      textAlign,
    }),
  }),
  parent('blockquote'),
  parent('bullet_list'),
  parent('ordered_list').extend({ attrs: z.object({ order: z.number().optional() }).optional() }),
  parent('list_item'),
  parent('code_block').extend({ attrs: z.object({ class: nullableString }).optional() }),
  z.object({ type: z.literal('hard_break') }),
  z.object({ type: z.literal('horizontal_rule') }),
  z.object({
    type: z.literal('image'),
    // The renderer needs a source: an image node without one is invalid, not an empty <img>.
    attrs: z.object({
      src: z.string().min(1),
      alt: nullableString,
      title: nullableString,
      copyright: nullableString,
    }),
  }),
  z.object({
    type: z.literal('emoji'),
    attrs: z.object({ name: z.string(), emoji: z.string(), fallbackImage: z.string().optional() }),
  }),
  parent('table'),
  parent('tableRow'),
  parent('tableCell').extend({ attrs: cellAttrs }),
  parent('tableHeader').extend({ attrs: cellAttrs }),
  z.object({
    type: z.literal('blok'),
    attrs: z.object({ id: nullableString, body: z.array(blockSchema) }),
  }),
])

export const richTextDocumentSchema: z.ZodType<RichTextDocument> = z.object({
  type: z.literal('doc'),
  content: z.array(richTextNodeSchema),
})
