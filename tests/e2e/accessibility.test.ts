import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { validateHtml } from './html-validation.ts'
import { templates } from './templates.ts'
import { alternatePath } from '../../client/routes/alternate-path.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../client/locale/language.ts'

/**
 * Every template in French, then the same pages in every other language (issue 18: `lang`, the
 * switch, text).
 */
const inBothLanguages = [
  ...templates,
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) =>
    templates.map((template) => ({
      ...template,
      name: `${template.name}, in ${language}`,
      path: alternatePath(template.path, language) ?? `/${language}${template.path}`,
    }))
  ),
]

describe('every page template passes axe (WCAG 2.2 AA) and html-validate', () => {
  const b = useBrowser()

  it.each(inBothLanguages)('$name ($path)', async ({ path, status }) => {
    if (status !== 200) b.allowErrors(/status of 4(04|10)/)
    const response = await fetch(b.baseUrl + path)
    expect(response.status).toBe(status)
    expect(await validateHtml(await response.text())).toEqual([])

    await b.open(path)
    const axe = await new AxeBuilder({ page: b.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    const violations = axe.violations.map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`
    )
    expect(violations).toEqual([])
  })
})
