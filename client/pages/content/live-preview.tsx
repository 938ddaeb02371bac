import { type ComponentType, createElement, useEffect, useState } from 'react'
import type { ContentPageData } from './content-page-data.ts'
import { callDefinedEndpoint } from '../../api/call-endpoint.ts'
import { type PreviewStoryInput, previewStoryEndpoint } from './preview-endpoint.ts'
import type { Language } from '../../locale/language.ts'
import { useLanguage } from '../../locale/messages.ts'

/**
 * Live update in the Storyblok visual editor (a lazy chunk, loaded only for a validated preview).
 * The bridge script reports every edit as an `input` event carrying the unsaved story; the story
 * is posted to the Worker (`previewStoryEndpoint`, with this page's `_storyblok_tk` parameters),
 * which validates it and loads block data exactly as for the page itself, and the answer replaces
 * the page data. A save or publish reloads the page to show the stored draft.
 */
const BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js'
const RESOLVE_RELATIONS = ['global_reference.references']

/** A story as the bridge hands it: Storyblok's wire format, JSON (it comes by `postMessage`). */
type BridgeStory = PreviewStoryInput['story']
interface BridgeEvent {
  action?: string
  story?: BridgeStory
}
interface StoryblokBridge {
  on(events: string | string[], callback: (event?: BridgeEvent) => void): void
}
declare global {
  interface Window {
    StoryblokBridge?: new (options?: { resolveRelations?: string[] }) => StoryblokBridge
  }
}

function loadBridge(): Promise<NonNullable<Window['StoryblokBridge']>> {
  return new Promise((resolve, reject) => {
    if (window.StoryblokBridge) return resolve(window.StoryblokBridge)
    const script = document.createElement('script')
    script.src = BRIDGE_URL
    script.async = true
    script.onload = () =>
      window.StoryblokBridge ? resolve(window.StoryblokBridge) : reject(new Error('No bridge'))
    script.onerror = () => reject(new Error('Storyblok bridge unavailable'))
    document.head.appendChild(script)
  })
}

const trimSlashes = (slug: string) => slug.replace(/^\/+|\/+$/g, '')

async function fetchDraftData(
  story: BridgeStory,
  language: Language
): Promise<ContentPageData | null> {
  const result = await callDefinedEndpoint(previewStoryEndpoint, {
    language,
    input: { path: window.location.pathname, story },
    pageQuery: window.location.search,
  })
  if (result.kind !== 'answer') return null
  return 'data' in result.answer ? result.answer.data : null
}

export function LivePreview({
  initial,
  prepare,
  View,
}: {
  initial: ContentPageData
  /** Loads the code of the blocks the new data uses before it is shown. */
  prepare: (data: ContentPageData) => Promise<void>
  View: ComponentType<{ data: ContentPageData }>
}) {
  const [data, setData] = useState(initial)
  const language = useLanguage()

  useEffect(() => {
    // The bridge talks to the editor around the page: outside its frame there is nothing to do.
    if (window.parent === window) return
    let active = true
    let sequence = 0
    loadBridge()
      .then((Bridge) => {
        const bridge = new Bridge({ resolveRelations: RESOLVE_RELATIONS })
        bridge.on(['published', 'change'], () => window.location.reload())
        bridge.on('input', (event) => {
          const story = event?.story
          const slug = story?.full_slug
          if (!story || typeof slug !== 'string' || trimSlashes(slug) !== initial.story.fullSlug) {
            return
          }
          const mine = ++sequence
          fetchDraftData(story, language)
            .then(async (next) => {
              if (!next) return
              await prepare(next)
              // A slower answer to an older keystroke must not overwrite a newer one.
              if (active && mine === sequence) setData(next)
            })
            .catch((error: unknown) => console.warn('[preview] live update failed', error))
        })
      })
      .catch((error: unknown) => console.warn('[preview]', error))
    return () => {
      active = false
    }
  }, [initial.story.fullSlug, prepare, language])

  return createElement(View, { data })
}
