import type { StoryblokStory } from '../../../worker/local-services/content/story-json.ts'
import type { ContentLanguage } from './languages.ts'
import { isRecord, translatableKind, translationKey } from './translatable.ts'

/**
 * Adds Storyblok's field-level translations to every story: beside each translatable field `x`
 * (see translatable.ts), for each language in the order given, the key `x__i18n__<code>` with
 * that language's value in the same shape. The French fields are left exactly as they were, so
 * French answers do not change, and a language added to the list adds its keys without moving
 * the others'.
 *
 * Each language's `translate` answers the translation of one French text (a catalogue lookup,
 * see translator.ts) and throws when there is none: a story cannot be generated with an
 * untranslated field.
 */
export function withTranslations(
  stories: StoryblokStory[],
  languages: readonly Pick<ContentLanguage, 'code' | 'translate'>[]
): StoryblokStory[] {
  const translators = languages.map(({ code, translate }) => ({
    code,
    translateValue: valueTranslator(translate),
  }))

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
      if (!kind) continue
      for (const { code, translateValue } of translators) {
        const translationField = translationKey(key, code)
        // A translation written beside the field (the site-config story's, from the interface
        // catalogues) is the editor's own: kept as it is, in its place.
        if (translationField in value) continue
        const translated = translateValue(kind, child)
        if (translated !== undefined) copy[translationField] = translated
      }
    }
    return copy
  }

  return stories.map((story) => {
    if (!story.content) return story
    const { component, _uid } = story.content
    // A story's name is not translatable in Storyblok (one name per story), and a blank
    // breadcrumb title falls back to it: the translated breadcrumb title names the page in its
    // language, as an editor of a multilingual space writes it.
    const crumbs =
      story.content.breadcrumb_title === ''
        ? Object.fromEntries(
            languages.map(({ code, translate }) => [
              translationKey('breadcrumb_title', code),
              translate(story.name),
            ])
          )
        : {}
    // Re-assigning `component` and `_uid` keeps their place in the key order.
    return {
      ...story,
      content: { ...visitRecord(story.content, ''), ...crumbs, component, _uid },
    }
  })
}

/** One language's value of a translatable field of each kind, from its French value. */
function valueTranslator(translate: (french: string) => string) {
  const translateDoc = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(translateDoc)
    if (!isRecord(node)) return node
    const texts = Array.isArray(node.content) ? node.content.filter(isRecord) : []
    // A paragraph cut by marks ("Durée : " + bold "60 mois") is translated as a whole when the
    // catalogue has it joined with `|`, so the translation can keep its own word order.
    if (texts.length > 1 && texts.every((child) => child.type === 'text')) {
      const joined = texts.map((child) => String(child.text)).join('|')
      const parts = tryTranslate(translate, joined)?.split('|')
      if (parts?.length === texts.length)
        return { ...node, content: texts.map((child, index) => ({ ...child, text: parts[index] })) }
    }
    const copy: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(node))
      copy[key] =
        key === 'text' && typeof child === 'string' ? translate(child) : translateDoc(child)
    return copy
  }

  const translateAsset = (asset: Record<string, unknown>) => ({
    ...asset,
    alt: translate(String(asset.alt)),
    ...(typeof asset.title === 'string' && asset.title ? { title: translate(asset.title) } : {}),
  })

  const translateSeo = (seo: Record<string, unknown>) => {
    const copy = { ...seo }
    for (const key of ['title', 'description', 'og_title', 'og_description']) {
      const value = seo[key]
      if (typeof value === 'string' && value) copy[key] = translate(value)
    }
    return copy
  }

  return (kind: string, child: unknown): unknown => {
    if (kind === 'text') return translate(String(child))
    if (kind === 'richtext') return translateDoc(child)
    if (kind === 'asset' && isRecord(child)) return translateAsset(child)
    if (kind === 'assets' && Array.isArray(child)) return child.filter(isRecord).map(translateAsset)
    if (kind === 'seo' && isRecord(child)) return translateSeo(child)
    return undefined
  }
}

function tryTranslate(translate: (french: string) => string, french: string): string | undefined {
  try {
    return translate(french)
  } catch {
    return undefined
  }
}
