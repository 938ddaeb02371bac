import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { browserPath } from '../../scripts/browser/find-browser.ts'

const CHROMIUM = browserPath()
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

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
 * Blocks below the first screen hydrate as they come into view: scroll through the page the way
 * a reader would, back to the top, and wait until every block has hydrated.
 */
async function hydrateAllBlocks(page: Page): Promise<void> {
  const allReady = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-block]')].every((block) =>
        block.hasAttribute('data-ready')
      )
    )
  // React reaches each block's boundary in its own time; a block it reaches after the reader has
  // scrolled past waits for the next pass, as it would for a real reader.
  for (let pass = 0; pass < 20 && !(await allReady()); pass++) {
    await bounded(
      page,
      'a scroll pass through the page',
      page.evaluate(async () => {
        // A frame, or 100 ms where the page paints none: `page.evaluate` has no timeout of its
        // own, so a pass must end even in a tab whose frames have stopped.
        const frame = () =>
          new Promise((resolve) => {
            requestAnimationFrame(resolve)
            setTimeout(resolve, 100)
          })
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y)
          await frame()
        }
        window.scrollTo(0, 0)
        await frame()
      })
    )
  }
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-block]')].every((block) =>
        block.hasAttribute('data-ready')
      ),
    undefined,
    { polling: 100 }
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
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS })
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
      }
    }
  })
  afterEach(async () => {
    await fixture.context?.close()
    expect(fixture.errors, 'console errors during the test').toEqual([])
  })
  return fixture
}
