import { articleSchema } from '../../client/blocks/content-types/article/schema.ts'
import { jobSchema } from '../../client/blocks/content-types/job/schema.ts'
import type {
  ArticleListData,
  ArticleSummary,
} from '../../client/blocks/article-latest/article-data.ts'
import type { BrandListData } from '../../client/blocks/brand-logos/brand-data.ts'
import type { JobListData } from '../../client/blocks/embedded-recruitment-widget/job-data.ts'
import type { EmbeddedFormData } from '../../client/blocks/embedded-form/form-data.ts'
import type { Story } from '../../client/domain/story.ts'
import type { Language } from '../../client/locale/language.ts'
import { formDealerships } from '../leads/dealership-directory.ts'
import { reportError } from '../monitoring/report-error.ts'
import { formPageUrl, loadFormState, SENT_PARAM, SENT_VALUE } from '../leads/form-state.ts'
import { embeddedFormSubject, isSubjectForm } from '../leads/form-subject.ts'
import { storyPathIn } from '../links/story-path-in.ts'
import type { Services } from '../services.ts'
import type { BlockDataLoaders } from './block-data-loader.ts'

/** The query parameter of a link to a form that names the dealership the visitor came from. */
const DEALERSHIP_PARAM = 'concession'

const NEWS_FOLDER = 'news/'
const JOBS_FOLDER = 'carrieres/'
/** Lists leave out what they never show: an article's text and sections are the long part. */
const LIST_EXCLUDES = ['text', 'body']
const NEWEST_FIRST = 'content.date:desc'

function toArticleSummary(story: Story, language: Language): ArticleSummary | null {
  const parsed = articleSchema.safeParse({ ...story.content, text: '', body: [] })
  if (!parsed.success) return null
  const article = parsed.data
  return {
    uid: story.uuid,
    title: article.title,
    teaser: article.teaser,
    date: article.date,
    category: article.category,
    image: article.image,
    url: storyPathIn(language, story.url),
  }
}

/** `?page=` of the current URL: malformed or out-of-range values fall back to page 1. */
function requestedPage(url: URL): number {
  const value = Number(url.searchParams.get('page'))
  return Number.isInteger(value) && value >= 1 && value <= 1000 ? value : 1
}

/** The group's brands from the stock catalogue, in the editor's order when one is given. */
async function brandList(slugs: readonly string[], services: Services): Promise<BrandListData> {
  const all = (await services.stock.brands()) ?? []
  if (slugs.length === 0) return { brands: all }
  const bySlug = new Map(all.map((brand) => [brand.slug, brand]))
  return { brands: slugs.flatMap((slug) => bySlug.get(slug) ?? []) }
}

/** Data loaders of the editorial blocks, by component name. */
export const editorialBlockData: BlockDataLoaders<
  | 'article_latest'
  | 'article_overview'
  | 'brand_logos'
  | 'brand_overview'
  | 'embedded_form'
  | 'embedded_recruitment_widget'
> = {
  article_latest: async (block, context): Promise<ArticleListData> => {
    const { services, language } = context
    const { count, tag } = block
    const page = await services.content.stories({
      startsWith: NEWS_FOLDER,
      page: 1,
      perPage: count,
      sortBy: NEWEST_FIRST,
      isStartpage: false,
      excludingFields: LIST_EXCLUDES,
      ...(tag ? { withTag: tag } : {}),
    })
    const articles = page.stories.flatMap((story) => toArticleSummary(story, language) ?? [])
    return { articles, page: 1, pageCount: 1, path: context.path }
  },

  article_overview: async (block, { services, url, path, language }): Promise<ArticleListData> => {
    const { per_page: perPage, tag } = block
    const query = {
      startsWith: NEWS_FOLDER,
      perPage,
      sortBy: NEWEST_FIRST,
      isStartpage: false,
      excludingFields: LIST_EXCLUDES,
      ...(tag ? { withTag: tag } : {}),
    }
    let page = requestedPage(url)
    let result = await services.content.stories({ ...query, page })
    const pageCount = Math.max(1, Math.ceil(result.total / perPage))
    // A page past the end (an old link) shows the last page rather than an empty list.
    if (page > pageCount) {
      page = pageCount
      result = await services.content.stories({ ...query, page })
    }
    const articles = result.stories.flatMap((story) => toArticleSummary(story, language) ?? [])
    return { articles, page, pageCount, path }
  },

  brand_logos: (block, { services }) => brandList(block.brands, services),
  brand_overview: (block, { services }) => brandList(block.brands, services),

  /**
   * The answer of a no-JavaScript submit that came back to this page (errors, or "sent"), and
   * for the test-drive and contact forms what their link carried (a model, a lease offer).
   */
  embedded_form: async (block, { services, url, path, language }): Promise<EmbeddedFormData> => {
    const { form } = block
    const [serverState, subject, dealerships] = await Promise.all([
      loadFormState(services.db, url, new Date()),
      isSubjectForm(form)
        ? embeddedFormSubject(form, url, services, language)
        : Promise.resolve(undefined),
      formDealerships(() => services.stock.locations(), reportError),
    ])
    // A dealership page's "Écrire à la concession" names it; an unknown value is ignored.
    const concession = url.searchParams.get(DEALERSHIP_PARAM)?.trim().toLowerCase() ?? ''
    const known = dealerships?.some((dealership) => dealership.slug === concession) ?? false
    return {
      pageUrl: formPageUrl(path, url),
      serverState,
      sent: url.searchParams.get(SENT_PARAM) === SENT_VALUE,
      ...(subject ? { subject } : {}),
      ...(known ? { location: concession } : {}),
      dealerships: dealerships ?? [],
    }
  },

  embedded_recruitment_widget: async (block, { services, language }): Promise<JobListData> => {
    const { location, department } = block
    const [page, dealerships] = await Promise.all([
      services.content.stories({
        startsWith: JOBS_FOLDER,
        page: 1,
        perPage: 100,
        sortBy: 'first_published_at:desc',
        isStartpage: false,
        excludingFields: LIST_EXCLUDES,
      }),
      // A job names its dealership by slug: its name is the stock API's locations'.
      formDealerships(() => services.stock.locations(), reportError),
    ])
    const jobs = page.stories.flatMap((story) => {
      if (story.content.component !== 'job') return []
      const parsed = jobSchema.safeParse({ ...story.content, text: '', body: [] })
      if (!parsed.success) return []
      const job = parsed.data
      if (location && job.location !== location) return []
      if (department && job.department.toLowerCase() !== department.toLowerCase()) return []
      const locationName =
        dealerships?.find((dealership) => dealership.slug === job.location)?.name ?? null
      return [
        {
          uid: story.uuid,
          title: job.title,
          url: storyPathIn(language, story.url),
          department: job.department,
          contract: job.contract,
          hours: job.hours,
          location: locationName,
          intro: job.intro,
        },
      ]
    })
    return { jobs }
  },
}
