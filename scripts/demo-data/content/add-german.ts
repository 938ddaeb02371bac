import type { StoryblokStory } from '../../../worker/local-services/content/story-json.ts'
import { isRecord, translatableKind, translationKey } from './translatable.ts'

/**
 * Adds Storyblok's field-level German to every story: beside each translatable field `x` (see
 * translatable.ts) the key `x__i18n__de` with the German value in the same shape. The French
 * fields are left exactly as they were, so French answers do not change.
 *
 * `german` answers the German of one French text (a catalogue lookup, see de/german.ts) and
 * throws when there is none: a story cannot be generated with an untranslated field.
 */
export function withGerman(
  stories: StoryblokStory[],
  german: (french: string) => string
): StoryblokStory[] {
  const translateDoc = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(translateDoc)
    if (!isRecord(node)) return node
    const texts = Array.isArray(node.content) ? node.content.filter(isRecord) : []
    // A paragraph cut by marks ("Durée : " + bold "60 mois") is translated as a whole when the
    // catalogue has it joined with `|`, so the German can keep its own word order.
    if (texts.length > 1 && texts.every((child) => child.type === 'text')) {
      const joined = texts.map((child) => String(child.text)).join('|')
      const parts = tryGerman(german, joined)?.split('|')
      if (parts?.length === texts.length)
        return { ...node, content: texts.map((child, index) => ({ ...child, text: parts[index] })) }
    }
    const copy: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(node))
      copy[key] = key === 'text' && typeof child === 'string' ? german(child) : translateDoc(child)
    return copy
  }

  const translateAsset = (asset: Record<string, unknown>) => ({
    ...asset,
    alt: german(String(asset.alt)),
    ...(typeof asset.title === 'string' && asset.title ? { title: german(asset.title) } : {}),
  })

  const translateSeo = (seo: Record<string, unknown>) => {
    const copy = { ...seo }
    for (const key of ['title', 'description', 'og_title', 'og_description']) {
      const value = seo[key]
      if (typeof value === 'string' && value) copy[key] = german(value)
    }
    return copy
  }

  const visit = (value: unknown, component: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item, component))
    return isRecord(value) ? visitRecord(value, component) : value
  }
  const visitRecord = (value: Record<string, unknown>, component: string) => {
    const own = typeof value.component === 'string' ? value.component : component
    const copy: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value)) {
      const kind =
        typeof value.component === 'string' ? translatableKind(own, key, child) : undefined
      copy[key] = kind ? child : visit(child, own)
      // A translation written beside the field (the site-config story's, from the interface
      // catalogues) is the editor's own: kept as it is.
      if (kind && translationKey(key, 'de') in value) continue
      if (kind === 'text') copy[translationKey(key, 'de')] = german(String(child))
      if (kind === 'richtext') copy[translationKey(key, 'de')] = translateDoc(child)
      if (kind === 'asset' && isRecord(child))
        copy[translationKey(key, 'de')] = translateAsset(child)
      if (kind === 'assets' && Array.isArray(child))
        copy[translationKey(key, 'de')] = child.filter(isRecord).map(translateAsset)
      if (kind === 'seo' && isRecord(child)) copy[translationKey(key, 'de')] = translateSeo(child)
    }
    return copy
  }

  return stories.map((story) => {
    if (!story.content) return story
    const { component, _uid } = story.content
    // A story's name is not translatable in Storyblok (one name per story), and a blank
    // breadcrumb title falls back to it: the German breadcrumb title names the page in German,
    // as an editor of a two-language space writes it.
    const crumb = story.content.breadcrumb_title
    const germanCrumb =
      crumb === '' ? { [translationKey('breadcrumb_title', 'de')]: german(story.name) } : {}
    // Re-assigning `component` and `_uid` keeps their place in the key order.
    return {
      ...story,
      content: { ...visitRecord(story.content, ''), ...germanCrumb, component, _uid },
    }
  })
}

function tryGerman(german: (french: string) => string, french: string): string | undefined {
  try {
    return german(french)
  } catch {
    return undefined
  }
}
