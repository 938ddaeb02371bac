/**
 * `npm run cms:screenshots`: a picture of each section block (and of each page type) for the
 * editors' guide. Against a served site (`--url`, default http://localhost:8787), opens for each
 * block a demo page that renders it (from the demo stories), at desktop width with the consent
 * choice on record, and saves the block's element to docs/editors/blocks/<name>.jpg. Lists the
 * blocks no demo page shows. Then run `npm run cms:components` to link the pictures in the guide.
 * Usage: node scripts/cms/screenshots.ts [--url http://localhost:8822] [--only hero,card_grid]
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type Page, chromium } from 'playwright-core'
import { browserPath, CHROMIUM_FLAGS } from '../browser/find-browser.ts'
import { readStories } from '../demo-data/content/read-stories.ts'
import {
  NOT_A_PAGE,
  SCREENSHOTS_DIR,
  SECTION_GROUP,
  type Shot,
  screenshotCandidates,
} from './block-screenshots.ts'
import { readComponentsFile } from './components-file.ts'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8787' },
    only: { type: 'string' },
  },
})
const baseUrl = new URL(values.url).origin
const only = values.only ? new Set(values.only.split(',')) : undefined

const WIDTH = 1280
/** Tallest part of a block kept, in CSS pixels (a long list shows its start). */
const MAX_HEIGHT = 1100
/** Half-size pictures: the desktop layout, at a weight a guide can carry. */
const SCALE = 0.5
const QUALITY = 70
/** A little of the page around the block, in CSS pixels. */
const MARGIN = 16

const components = readComponentsFile()
const candidates = screenshotCandidates(readStories(), components)
const wanted = components.filter(
  (component) =>
    (component.component_group_name === SECTION_GROUP ||
      (component.is_root && !NOT_A_PAGE.has(component.name))) &&
    (!only || only.has(component.name))
)

/** Waits until the images inside `selector` (or the whole page) have loaded. */
async function imagesLoaded(page: Page, selector: string) {
  await page.evaluate(async (within) => {
    const root = within ? document.querySelector(within) : document
    const images = [...(root?.querySelectorAll('img') ?? [])]
    for (const image of images) image.loading = 'eager'
    await Promise.all(
      images.map((image) => (image.complete ? undefined : image.decode().catch(() => undefined)))
    )
  }, selector)
}

async function shoot(page: Page, shot: Shot, file: string): Promise<boolean> {
  const response = await page.goto(shot.path, { waitUntil: 'load' })
  // A story whose address now redirects (to a page built by code) does not show its blocks.
  if (!response?.ok() || new URL(page.url()).pathname !== shot.path) return false
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 })
  if (shot.kind === 'page') {
    await imagesLoaded(page, '')
    await page.waitForTimeout(300)
    await page.screenshot({
      path: file,
      type: 'jpeg',
      quality: QUALITY,
      animations: 'disabled',
      clip: { x: 0, y: 0, width: WIDTH, height: 800 },
    })
    return true
  }
  const selector = `[data-block="${shot.uid}"]`
  const block = page.locator(selector)
  if ((await block.count()) === 0) return false
  await block.scrollIntoViewIfNeeded()
  await page
    .locator(`${selector}[data-ready]`)
    .waitFor({ state: 'attached', timeout: 30_000 })
    .catch(() => undefined)
  await page
    .locator('html:not([data-slots-pending])')
    .waitFor({ state: 'attached', timeout: 30_000 })
    .catch(() => undefined)
  await imagesLoaded(page, selector)
  // Let the images paint and any entrance transition end.
  await page.waitForTimeout(500)
  // Measured and taken with the page back at its top, where the sticky header lies over nothing
  // below it: whatever moves on scrolling is where the picture sees it.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
  const box = await page.evaluate((within) => {
    const rect = document.querySelector(within)?.getBoundingClientRect()
    return rect && { y: rect.top + window.scrollY, height: rect.height }
  }, selector)
  if (!box || box.height < 8) return false
  await page.screenshot({
    path: file,
    type: 'jpeg',
    quality: QUALITY,
    animations: 'disabled',
    fullPage: true,
    clip: {
      x: 0,
      y: Math.max(0, box.y - MARGIN),
      width: WIDTH,
      height: Math.min(box.height + 2 * MARGIN, MAX_HEIGHT),
    },
  })
  return true
}

/** Pages tried in the browser per block before giving up. */
const MAX_TRIES = 4
const answers = new Map<string, boolean>()
/** True when the site answers `path` itself (200), not with a redirect or an error. */
async function servedAsIs(path: string): Promise<boolean> {
  let answer = answers.get(path)
  if (answer === undefined) {
    const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' })
    await response.body?.cancel()
    answer = response.status === 200
    answers.set(path, answer)
  }
  return answer
}

mkdirSync(SCREENSHOTS_DIR, { recursive: true })
const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_FLAGS })
const context = await browser.newContext({
  baseURL: baseUrl,
  locale: 'fr-LU',
  viewport: { width: WIDTH, height: 800 },
  deviceScaleFactor: SCALE,
})
// A returning visitor who refused everything: no consent banner over the page (as in e2e).
await context.addInitScript(() => {
  if (window !== window.top) return
  if (!window.localStorage.getItem('consent')) {
    window.localStorage.setItem(
      'consent',
      JSON.stringify({ analytics: false, marketing: false, functional: false, version: 1 })
    )
  }
})
const page = await context.newPage()
const missing: { name: string; why: string }[] = []
let saved = 0
try {
  for (const component of wanted) {
    const file = join(SCREENSHOTS_DIR, `${component.name}.jpg`)
    const shots = candidates.get(component.name) ?? []
    let done = false
    let tried = 0
    for (const shot of shots) {
      // Many demo stories now redirect to pages built by code: skip those without a browser.
      if (!(await servedAsIs(shot.path))) continue
      if (++tried > MAX_TRIES) break
      try {
        done = await shoot(page, shot, file)
      } catch (error) {
        console.warn(`${component.name} on ${shot.path}: ${String(error).split('\n')[0]}`)
      }
      if (done) {
        console.info(`${component.name}: ${shot.path}`)
        break
      }
    }
    if (done) saved++
    else {
      rmSync(file, { force: true })
      missing.push({
        name: component.name,
        why:
          shots.length === 0
            ? 'no demo story holds it'
            : tried === 0
              ? `its ${shots.length} demo stories all redirect to pages built by code`
              : 'not rendered on the demo pages tried',
      })
    }
  }
} finally {
  await browser.close()
}
const bytes = readdirSync(SCREENSHOTS_DIR).reduce(
  (sum, file) => sum + statSync(join(SCREENSHOTS_DIR, file)).size,
  0
)
console.info(
  `${saved} screenshots in ${SCREENSHOTS_DIR} (${(bytes / 1024 / 1024).toFixed(2)} MB in all).`
)
if (missing.length > 0) {
  console.info('No screenshot (no demo page renders them):')
  for (const { name, why } of missing) console.info(`  ${name}: ${why}`)
}
console.info('Now `npm run cms:components` links them in docs/editors.md.')
