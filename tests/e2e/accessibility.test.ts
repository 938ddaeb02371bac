import AxeBuilder from '@axe-core/playwright'
import { HtmlValidate } from 'html-validate'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { templates } from './templates.ts'

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes boolean attributes and void elements its own way.
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    // JSON and JSON-LD data scripts are deliberate (no inline executable script).
    'no-inline-style': 'off',
    'long-title': 'off',
  },
})

describe('every page template passes axe (WCAG 2.2 AA) and html-validate', () => {
  const b = useBrowser()

  it.each(templates)('$name ($path)', async ({ path, status }) => {
    if (status !== 200) b.allowErrors(/status of 404/)
    const response = await fetch(b.baseUrl + path)
    expect(response.status).toBe(status)
    const report = await validator.validateString(await response.text())
    const messages = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`)
    )
    expect(messages).toEqual([])

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
