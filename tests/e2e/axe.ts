import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** WCAG 2.2 AA, as every page of the site must pass it. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe's WCAG violations on the page as it stands: `rule: target, target`. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`
  )
}

/**
 * axe's violations on a page a browser without JavaScript shows. axe is a script, and in a page
 * whose scripts are off it never answers; so the page's document as served is shown again, at
 * its address, in a page of the same size with JavaScript on but every script of the document
 * refused (`script-src 'none'`): the same markup and styles, no hydration.
 */
export async function axeViolationsWithoutJavaScript(page: Page): Promise<string[]> {
  const browser = page.context().browser()
  if (!browser) throw new Error('no browser behind this page')
  const url = page.url()
  const html = await page.content()
  const context = await browser.newContext({ viewport: page.viewportSize() })
  try {
    const copy = await context.newPage()
    // The request has no fragment; the page keeps it (`#filtres` opens a panel by `:target`).
    const requested = new URL(url)
    requested.hash = ''
    await copy.route(requested.href, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': "script-src 'none'" },
        body: html,
      })
    )
    await copy.goto(url)
    return await axeViolations(copy)
  } finally {
    await context.close()
  }
}
