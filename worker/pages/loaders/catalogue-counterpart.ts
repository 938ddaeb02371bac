import { DEFAULT_LANGUAGE, type Language } from '../../../client/locale/language.ts'
import { z } from 'zod'
import type { Story } from '../../../client/domain/story.ts'
import { href } from '../../../client/routes/href.ts'

/** What the catalogue knows: a brand, a model of a brand (docs/decisions/0022). */
export interface CatalogueKnows {
  brand(brand: string): Promise<boolean>
  model(brand: string, model: string): Promise<boolean>
}

/**
 * The page of the catalogue a CMS story stands for, and whether the story moves there or stays
 * as a page of its own naming it as canonical:
 * - a model page (`/{brand}/{model}`) moves to the model's page `/{brand}/models/{model}`, which
 *   has everything it had and more (gallery, versions with cash and lease prices, downloads);
 * - a utility model page (`/vehicules-utilitaires/…`) stays, for its business offer and team,
 *   and names the model's page as canonical;
 * - a brand's model list (`/{brand}/tous-les-modeles`, a brand page that is not the brand's
 *   start page) moves to `/{brand}/models`, which lists, filters and sorts the same models.
 * Only when the catalogue knows the brand or model: a story about a model the catalogue does
 * not have yet (a teaser) stays a page of its own.
 */
export async function catalogueCounterpart(
  story: Pick<Story, 'content' | 'isStartpage'>,
  knows: CatalogueKnows,
  /**
   * The page's language: the counterpart is the catalogue page in the same language. French by
   * default only for the callers that ask whether there is a counterpart, not where (the
   * sitemap's and the demo content's checks).
   */
  language: Language = DEFAULT_LANGUAGE
): Promise<{ path: string; moves: boolean } | null> {
  // Most stories are neither: a failed parse builds an error (with a stack trace) on every page
  // request, about a twentieth of a `/stock` request's work, so the component is looked at first.
  const component = (story.content as { component?: unknown }).component
  if (component !== 'model_page' && component !== 'brand_page') return null
  const model = modelPageFields.safeParse(story.content).data
  if (model) {
    if (!(await knows.model(model.brand, model.model))) return null
    return {
      path: href(
        'brand-models-model',
        { brand: model.brand, model: model.model },
        undefined,
        language
      ),
      moves: model.category !== 'utility',
    }
  }
  const brand = brandPageFields.safeParse(story.content).data
  if (brand && !story.isStartpage && (await knows.brand(brand.brand))) {
    return { path: href('brand-models', { brand: brand.brand }, undefined, language), moves: true }
  }
  return null
}

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
const modelPageFields = z.object({
  component: z.literal('model_page'),
  brand: slug,
  model: slug,
  category: z.string().optional(),
})
const brandPageFields = z.object({ component: z.literal('brand_page'), brand: slug })
