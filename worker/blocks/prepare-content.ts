import { blockSchemas } from '../../client/blocks/block-schemas.ts'
import { isBlockName } from '../../client/blocks/block-names.ts'
import type { Block, Story } from '../../client/domain/story.ts'
import { TITLE_IN_BODY, bodyOpensWithTitle } from '../../client/blocks/content-types/page-title.ts'
import { mapRichTextBlocks, richTextBlocks } from '../../client/rich-text/rich-text-blocks.ts'
import { deepFreeze } from '../cache/deep-freeze.ts'
import { type ResolvedBlocks, resolveBlocks } from './resolve-blocks.ts'

export interface PreparedContent {
  /** The story's root block, validated by its content type's schema, without its body. */
  content: Block
  /** Section blocks of the body, validated one by one. */
  body: Block[]
  /**
   * Blocks shown inside other blocks rather than in the body array: in rich text (`blok` nodes)
   * and in referenced global stories. Validated too; they need their code and their data.
   */
  embedded: Block[]
  problems: ResolvedBlocks['problems']
}

/**
 * Validates a story for rendering. Content type views read typed fields (an article's image,
 * date and text), so the root block goes through its schema like the body blocks do; a root
 * block that fails is reported and replaced by a bare generic page, so the body still shows.
 * Blocks inside rich text (`blok` nodes) are validated in place with the same registry.
 */
export function prepareContent(story: Story, options: { preview: boolean }): PreparedContent {
  // A frozen story is one the isolate shares across requests (worker/cache/cached.ts): the same
  // object while KV holds the same write, so its blocks are validated once. Drafts never are.
  if (options.preview || !Object.isFrozen(story)) return validateContent(story, options)
  const known = prepared.get(story)
  if (known) return known
  const fresh = deepFreeze(validateContent(story, options))
  prepared.set(story, fresh)
  return fresh
}

/** Published stories already prepared by this isolate (docs/decisions/0024). */
const prepared = new WeakMap<Story, PreparedContent>()

function validateContent(story: Story, options: { preview: boolean }): PreparedContent {
  const problems: ResolvedBlocks['problems'] = []
  const resolveEmbedded = <T>(value: T): T =>
    mapRichTextBlocks(value, (blocks) => {
      const resolved = resolveBlocks(blocks, options)
      problems.push(...resolved.problems)
      return resolved.blocks
    })

  const { body: rawBody, ...rawContent } = story.content
  const resolved = resolveBlocks(Array.isArray(rawBody) ? rawBody : [], options)
  problems.push(...resolved.problems)
  const referenced: Block[] = []
  const body = resolveEmbedded(resolved.blocks).map((block) => {
    if (block.component !== 'global_reference') return block
    // Referenced global stories arrive resolved (`resolve_relations`) with unvalidated bodies.
    const references = block.references.map((reference) => {
      const raw = reference.content.body
      const inner = resolveBlocks(Array.isArray(raw) ? raw : [], options)
      problems.push(...inner.problems)
      const blocks = resolveEmbedded(inner.blocks)
      referenced.push(...blocks)
      return { ...reference, content: { ...reference.content, body: blocks } }
    })
    return { ...block, references }
  })

  let content: Block = rawContent
  const name = story.content.component
  if (isBlockName(name)) {
    const parsed = blockSchemas[name].safeParse({ ...rawContent, body: [] })
    if (parsed.success) {
      content = resolveEmbedded(withoutBody(parsed.data))
    } else {
      problems.push({
        uid: story.content._uid,
        component: story.content.component,
        reason: parsed.error.issues
          .map((i) => `${i.path.join('.') || '(contenu)'}: ${i.message}`)
          .join('; '),
      })
      content = { component: 'page', _uid: story.content._uid }
    }
  }
  return {
    content: { ...content, [TITLE_IN_BODY]: bodyOpensWithTitle(body) },
    body,
    embedded: [...referenced, ...richTextBlocks([content, body])],
    problems,
  }
}

/** A root block's fields without its body (the body is prepared block by block). */
function withoutBody({ body: _body, ...fields }: Block): Block {
  return fields
}
