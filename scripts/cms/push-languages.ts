import { z } from 'zod'
import { SPACE_LANGUAGES } from '../../worker/local-services/content/store.ts'
import { dataOf } from './space.ts'

/**
 * The space's languages as code: field-level translation answers a language only once the space
 * declares it (Settings → Internationalization; the Management API's `space.languages`). The
 * site's translations are SPACE_LANGUAGES (French is the space's default language); `cms:push`
 * adds the ones the space lacks and never removes one an editor added (docs/decisions/0064).
 */
type Answer = Parameters<typeof dataOf>[1]
export type LanguagesClient = {
  spaces: {
    get(): Promise<Answer>
    update(options: {
      body: { space: { languages: { code: string; name: string }[] } }
    }): Promise<Answer>
  }
}

const spaceLanguagesSchema = z.object({
  space: z.object({
    languages: z
      .array(z.object({ code: z.string(), name: z.string().optional() }))
      .nullish()
      .transform((languages) => languages ?? []),
  }),
})

/** The plan's lines (`+ language en (English)`); without `dryRun`, the languages declared. */
export async function pushLanguages(client: LanguagesClient, dryRun: boolean): Promise<string[]> {
  const { space } = dataOf('read the space', await client.spaces.get(), spaceLanguagesSchema)
  const missing = SPACE_LANGUAGES.filter(
    (language) => !space.languages.some((declared) => declared.code === language.code)
  )
  if (missing.length === 0 || dryRun)
    return missing.map((language) => `+ language ${language.code} (${language.name})`)
  const languages = [
    ...space.languages.map(({ code, name }) => ({ code, name: name ?? code })),
    ...missing.map(({ code, name }) => ({ code, name })),
  ]
  dataOf(
    'declare the languages',
    await client.spaces.update({ body: { space: { languages } } }),
    z.object({ space: z.unknown() })
  )
  return missing.map((language) => `+ language ${language.code} (${language.name})`)
}
