import { z } from 'zod'
import { booleanField, optionalText } from './text.ts'

/**
 * SEO fields shared by every content type: Storyblok's "SEO meta tags" plugin field plus a
 * `noindex` switch and a breadcrumb label. `worker/content/reshape.ts` lifts them into `Story.seo`.
 */
export const seoFields = {
  seo: z
    .looseObject({
      title: z.string().nullish(),
      description: z.string().nullish(),
      og_image: z.string().nullish(),
    })
    .nullish(),
  noindex: booleanField(false),
  breadcrumb_title: optionalText,
}
