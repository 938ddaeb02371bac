import type { StoryblokStory } from '../../../worker/local-services/content/story-json.ts'
import { withTranslations } from './add-translations.ts'
import { createContentContext } from './builder.ts'
import { brandPages } from './pages-brands.ts'
import { aboutPages } from './pages-about.ts'
import { companyPages } from './pages-company.ts'
import { enterprisePages } from './pages-enterprise.ts'
import { formPages } from './pages-forms.ts'
import { framePages } from './pages-frame.ts'
import { homePages } from './pages-home.ts'
import { CONTENT_LANGUAGES } from './languages.ts'
import { leasePages } from './pages-lease.ts'
import { locationPages } from './pages-locations.ts'
import { newsPages } from './pages-news.ts'
import { servicePages } from './pages-services.ts'

/**
 * The whole demo space, in a fixed order (ids follow it), with every language of the space
 * (languages.ts) beside every translatable field (add-translations.ts). Pure: same output on
 * every call.
 */
export function generateContentStories(): StoryblokStory[] {
  return withTranslations(generateFrenchStories(), CONTENT_LANGUAGES)
}

/** The demo space as the page builders write it, in French only. */
export function generateFrenchStories(): StoryblokStory[] {
  const ctx = createContentContext()
  framePages(ctx)
  homePages(ctx)
  brandPages(ctx)
  leasePages(ctx)
  enterprisePages(ctx)
  servicePages(ctx)
  formPages(ctx)
  newsPages(ctx)
  companyPages(ctx)
  aboutPages(ctx)
  // Last: stories added later keep the ids of the ones before them.
  locationPages(ctx)
  return ctx.build()
}

/** File name of a story's JSON: its full slug, `/` as `--`, start pages and folders marked. */
export function storyFileName(story: StoryblokStory): string {
  const base = story.full_slug.replace(/\/$/, '').replaceAll('/', '--')
  if (story.is_folder) return `${base}.folder.json`
  return story.is_startpage ? `${base}.startpage.json` : `${base}.json`
}
