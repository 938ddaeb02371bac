import { blockNames } from '../../../client/blocks/block-tree.ts'
import { SHARE_ROW_UID } from '../../../client/blocks/share-links/share-row-data.ts'
import type { ContentPageData } from '../../../client/pages/content/content-page-data.ts'
import { notFound } from '../../../client/errors/error-types.ts'
import { HOME_SLUG } from '../../../client/domain/story-url.ts'
import { href } from '../../../client/routes/href.ts'
import { heroPreloadImage } from '../../blocks/hero-preload.ts'
import { blockDataByUid, loadBlockData } from '../../blocks/block-data.ts'
import { BlockNotFoundError } from '../../blocks/block-not-found.ts'
import { blocksCanonicalQuery } from '../../blocks/canonical-query.ts'
import { contentShareImage } from '../../blocks/content-share-image.ts'
import { contentShareRow } from '../../blocks/content-share-row.ts'
import { contentStructuredData } from '../../blocks/content-structured-data.ts'
import { localizeBlockLinks } from '../../blocks/localize-links.ts'
import { prepareContent } from '../../blocks/prepare-content.ts'
import { visibleBlocks } from '../../blocks/timed-blocks.ts'
import { reportError } from '../../monitoring/report-error.ts'
import { canonicalUrl } from '../../seo/page-meta.ts'
import type { Loader } from '../loader.ts'
import type { Services } from '../../services.ts'
import { catalogueCounterpart } from './catalogue-counterpart.ts'
import { storyBreadcrumbs } from './story-breadcrumbs.ts'
import { STOCK_SEARCH_TAG } from '../../stock/stock-purge.ts'
import { stockBlockData } from '../../blocks/stock-block-data.ts'

/** The blocks whose data is a stock search. */
const STOCK_BLOCKS: ReadonlySet<string> = new Set(Object.keys(stockBlockData))

/** Stories that exist to configure the site, never pages of their own. */
const NOT_PAGES = new Set(['global', 'site_config'])

/**
 * The catch-all route: a CMS story by its slug (`/` is the home story), its body blocks
 * validated one by one, and the data of the blocks that need some.
 */
export const contentLoader: Loader<'content'> = async (context) => {
  const { path, services, language } = context
  // The story's slug is the path without its language prefix (`/de/contact` → `contact`).
  const slug = context.params.slug ?? path.slice(1)
  const fullSlug = slug === '' ? HOME_SLUG : slug.toLowerCase()
  const home = href('slug', { slug: '' }, undefined, language)
  // A validated editor preview swaps in the draft store (worker/preview/preview-mode.ts).
  const preview = services.content.version === 'draft'
  const story = await services.content.story(fullSlug)
  if (!story || NOT_PAGES.has(story.content.component)) {
    const type = fullSlug.startsWith('news/')
      ? 'news-article-not-found'
      : /^(private|business)-lease\//.test(fullSlug)
        ? 'lease-vehicle-not-found'
        : 'page-not-found'
    return { kind: 'error', error: notFound(type, path) }
  }
  // The home story lives at `/` (`/de` in German): its Storyblok path `/home-page` moves there,
  // except in the editor's preview, which opens every story at its slug: a redirect would drop
  // the editor's token and frame a visitor's page (`frame-ancestors 'none'`), so it renders here.
  if (story.url === '/' && path !== home && !preview) return { kind: 'redirect', location: home }
  // A story standing for a catalogue page moves there, or names it as canonical (ADR 0022).
  const counterpart = preview
    ? null
    : await catalogueCounterpart(story, catalogueKnows(services), language)
  if (counterpart?.moves) return { kind: 'redirect', location: counterpart.path }
  // Root block, body blocks and blocks inside rich text, each validated by its schema.
  const prepared = prepareContent(story, { preview })
  const { embedded, problems } = prepared
  // Link fields in the page's language, so the browser has no paths to translate.
  const content = localizeBlockLinks(prepared.content, language)
  // Blocks with a time window only inside it; the page is built again when one opens or closes.
  // The editor's preview shows them all: a campaign is prepared before it opens.
  const timed = preview
    ? { shown: prepared.body, changesAt: null }
    : visibleBlocks(prepared.body, services.now())
  const body = localizeBlockLinks(timed.shown, language)
  for (const problem of problems) {
    reportError(new Error(`Invalid block ${problem.component}: ${problem.reason}`), {
      story: fullSlug,
      block: problem.uid,
    })
  }
  const missing: BlockNotFoundError[] = []
  const loaded = await loadBlockData([...body, ...embedded], context, (error, block) => {
    if (error instanceof BlockNotFoundError) missing.push(error)
    else reportError(error, { story: fullSlug, block: block._uid, component: block.component })
  })
  // A block whose subject is gone (a withdrawn lease offer) makes the whole page a 404.
  if (missing[0]) return { kind: 'error', error: notFound(missing[0].errorType, path) }
  // An article's or a lease offer's share row, a block of the body from here on.
  const shareUrl = canonicalUrl(context.config.SITE_URL, counterpart?.path ?? path)
  const share = contentShareRow(content, body, loaded, shareUrl)
  const shownBody = share?.body ?? body
  const data: ContentPageData = {
    story: {
      // The name a page shows (its h1 when no hero carries one) in the page's language: Storyblok
      // translates no story name, and the translatable breadcrumb title falls back to it.
      name: story.breadcrumbLabel,
      fullSlug: story.fullSlug,
      url: story.url,
      publishedAt: story.publishedAt,
      firstPublishedAt: story.firstPublishedAt,
      tagList: story.tagList,
    },
    content,
    body: shownBody,
    blockData: {
      ...blockDataByUid(loaded),
      ...(share ? { [SHARE_ROW_UID]: share.data } : {}),
    },
    blockTypes: [...blockNames([...shownBody, ...embedded])],
    preview,
  }
  const hideBreadcrumbs = content.hide_breadcrumbs === true
  const shareImage = contentShareImage(content, body, loaded)
  const title = story.seo.title || story.name
  return {
    kind: 'page',
    data,
    meta: {
      title,
      description: story.seo.description || undefined,
      noindex: story.seo.noindex || preview,
      preloadImage: heroPreloadImage(body),
      ...(shareImage ? { shareImage } : {}),
      structuredData: contentStructuredData(content, context.config.SITE_URL),
      breadcrumbs:
        hideBreadcrumbs || path === home ? [] : await storyBreadcrumbs(story, services, language),
      canonicalQuery: blocksCanonicalQuery(body, loaded),
      ...(counterpart ? { canonicalPath: counterpart.path } : {}),
    },
    cacheTags: [
      `story:${story.uuid}`,
      `slug:${story.fullSlug}`,
      // A stock block shows a search: a stock event purges the page (worker/stock/stock-purge.ts).
      ...(data.blockTypes.some((name) => STOCK_BLOCKS.has(name)) ? [STOCK_SEARCH_TAG] : []),
    ],
    ...(timed.changesAt === null ? {} : { changesAt: timed.changesAt }),
  }
}

/** The catalogue as the content loader asks it; a catalogue that cannot answer knows nothing. */
function catalogueKnows(services: Services) {
  const known = (promise: Promise<unknown>) => promise.then(Boolean, () => false)
  return {
    brand: (brand: string) => known(services.stock.brand(brand)),
    model: (brand: string, model: string) => known(services.stock.model(brand, model)),
  }
}
