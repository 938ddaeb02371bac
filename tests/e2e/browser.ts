import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { browserPath, CHROMIUM_FLAGS } from '../../scripts/browser/find-browser.ts'

const CHROMIUM = browserPath()

export interface BrowserFixture {
  page: Page
  context: BrowserContext
  baseUrl: string
  /** Console errors and uncaught exceptions seen so far in this test. */
  errors: string[]
  /**
   * Opens a path and waits for hydration; by default also scrolls through the page so every
   * block hydrates (`scroll: false` keeps the first screen only).
   */
  open(path: string, options?: { scroll?: boolean }): Promise<void>
  /** Accepts console errors matching a pattern in this test (e.g. the 404 of a document). */
  allowErrors(pattern: RegExp): void
}

/**
 * Blocks below the first screen hydrate as they come into view: bring each block that has not
 * hydrated yet into view, the way a reader scrolls to it, and wait there until it has (a block's
 * boundary may be reached by React only after it came into view: it then hydrates while in
 * view). Each wait is one bounded step naming the block, so a block that never hydrates fails
 * the test with its name rather than with the test's timeout.
 */
async function hydrateAllBlocks(page: Page): Promise<void> {
  const nextUnready = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('[data-block]')]
          .find((block) => !block.hasAttribute('data-ready'))
          ?.getAttribute('data-block') ?? null
    )
  // A page has a few dozen blocks at most; the bound only guards against a page that keeps
  // adding unhydrated blocks.
  for (let visited = 0; visited < 100; visited++) {
    const uid = await nextUnready()
    if (uid === null) break
    const block = page.locator(`[data-block="${uid}"]`)
    await block.scrollIntoViewIfNeeded()
    await bounded(
      page,
      `the hydration of block ${uid}`,
      block.and(page.locator('[data-ready]')).waitFor({ state: 'attached' })
    )
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await nextUnready(), 'a block still waiting for hydration').toBeNull()
}

/**
 * Lazy slots (framework/hydration/lazy-slot.tsx) load their code once the page has hydrated and keep the
 * server's inert HTML until then: `<html data-slots-pending>` counts those of the hydrated part
 * of the page. A test interacts once they are live, as a visitor a moment later would.
 */
export async function slotsLive(page: Page): Promise<void> {
  await bounded(
    page,
    'the hydration of the lazy slots',
    page.locator('html:not([data-slots-pending])').waitFor({ state: 'attached' })
  )
}

/**
 * How long one browser step may take before the test fails with that step's name: Playwright's
 * own default, half the test's timeout (20 s was too short for a loaded CI machine: a vehicle
 * page's network took longer than that to settle while it preloads the links in view).
 */
const STEP_TIMEOUT = 30_000

/**
 * Waits for `work` at most STEP_TIMEOUT, then fails naming the step and the page (the test's own
 * 60 s timeout would name neither).
 */
async function bounded<T>(page: Page, step: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${step} took over ${STEP_TIMEOUT} ms on ${page.url()}`)),
      STEP_TIMEOUT
    )
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Links that would leave the page (tel:, mailto:, new tabs, files) only report their click. */
export async function keepOnPage(page: Page) {
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a')
        if (
          link &&
          (/^(tel|mailto):/.test(link.href) ||
            link.target === '_blank' ||
            link.hasAttribute('download'))
        ) {
          event.preventDefault()
        }
      },
      true
    )
  )
}

/**
 * One Chromium per test file, one fresh context per test. Any console error or uncaught
 * exception fails the test (this is how hydration mismatches show up).
 */
export function useBrowser(
  options: {
    viewport?: { width: number; height: number }
    javaScript?: boolean
    /** Leave the consent choice open (the consent tests); otherwise a refusal is on record. */
    undecidedConsent?: boolean
  } = {}
) {
  let browser: Browser
  const fixture = { errors: [] as string[], baseUrl: inject('baseUrl') } as BrowserFixture

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
  })
  afterAll(async () => {
    await browser?.close()
  })
  let allowed: RegExp[] = []
  let visitor = Math.floor(Math.random() * 250)
  beforeEach(async () => {
    fixture.errors = []
    allowed = []
    fixture.allowErrors = (pattern) => allowed.push(pattern)
    fixture.context = await browser.newContext({
      baseURL: fixture.baseUrl,
      locale: 'fr-LU',
      viewport: options.viewport ?? { width: 1280, height: 800 },
      javaScriptEnabled: options.javaScript ?? true,
      // Each test is its own visitor: the per-client lead limit (8 per 10 minutes) must not
      // carry over from one test's leads to the next (the edge stand-in passes this header on).
      extraHTTPHeaders: { 'cf-connecting-ip': `198.51.100.${(visitor = (visitor % 250) + 1)}` },
    })
    if (!options.undecidedConsent) {
      // A returning visitor who refused everything: the banner does not sit over the page.
      await fixture.context.addInitScript(() => {
        // Top documents only: embedded third-party frames have no storage of ours.
        if (window !== window.top) return
        if (!window.localStorage.getItem('consent')) {
          window.localStorage.setItem(
            'consent',
            JSON.stringify({ analytics: false, marketing: false, functional: false, version: 1 })
          )
        }
      })
    }
    // Every Playwright wait fails on its own, naming itself, within the test's timeout.
    fixture.context.setDefaultTimeout(STEP_TIMEOUT)
    fixture.page = await fixture.context.newPage()
    fixture.page.on('console', (message) => {
      const text = message.text()
      if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(text))) {
        fixture.errors.push(text)
      }
    })
    fixture.page.on('pageerror', (error) => fixture.errors.push(error.message))
    fixture.open = async (path: string, openOptions?: { scroll?: boolean }) => {
      await fixture.page.goto(path)
      if (options.javaScript !== false) {
        await fixture.page.waitForSelector('html[data-hydrated="true"]')
        if (openOptions?.scroll !== false) await hydrateAllBlocks(fixture.page)
        await slotsLive(fixture.page)
      }
    }
  })
  afterEach(async () => {
    await fixture.context?.close()
    expect(fixture.errors, 'console errors during the test').toEqual([])
  })
  return fixture
}
