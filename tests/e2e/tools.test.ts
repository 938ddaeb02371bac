import AxeBuilder from '@axe-core/playwright'
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import compareText from '../../client/locale/messages/fr/compare.ts'
import favouritesText from '../../client/locale/messages/fr/favourites.ts'
import leadFormsText from '../../client/locale/messages/fr/lead-forms.ts'
import { useBrowser } from './browser.ts'

const root = resolve(import.meta.dirname, '../..')
const state = resolve(root, '.wrangler/e2e-state')

/** Runs wrangler against the e2e server's local state (the one global-setup seeded). */
function wrangler(args: string[]): string {
  const result = spawnSync(resolve(root, 'node_modules/.bin/wrangler'), args, {
    cwd: root,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(result.stderr)
  return result.stdout
}

function d1<T>(sql: string): T[] {
  const out = wrangler([
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    state,
    '--json',
    '--command',
    sql,
  ])
  return JSON.parse(out)[0].results as T[]
}

/** Vehicles on sale; taken from the end of the stock so other suites' picks are untouched. */
const vehicles = (count: number) =>
  d1<{ id: number; slug: string }>(
    `SELECT id, slug FROM vehicles WHERE status = 'available' AND category = 'new' ORDER BY id DESC LIMIT ${count}`
  )

async function axe(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`
  )
}

/** Operates a control with the keyboard only: focus, then a key. */
async function press(control: Locator, key = 'Enter') {
  await control.focus()
  await control.press(key)
}

describe('visitor tools in Chromium', () => {
  const b = useBrowser()

  it('compares up to six vehicles, refuses a seventh, and reorders with the keyboard', async () => {
    const list = vehicles(7)
    for (const [index, vehicle] of list.entries()) {
      await b.open(`/stock/${vehicle.slug}/lease-calculator`)
      const toggle = b.page.getByRole('button', { name: /^Comparer/ })
      await press(toggle)
      await expect
        .poll(() => toggle.getAttribute('aria-pressed'))
        .toBe(index < 6 ? 'true' : 'false')
    }
    // The seventh: the exact message, inline next to the button and as a toast.
    await b.page.locator('.compare-button__error', { hasText: compareText.limit }).waitFor()
    await b.page.locator('.toast', { hasText: compareText.limit }).waitFor()
    await b.page.locator('.compare-bar', { hasText: '6 / 6' }).waitFor()

    await b.open('/stock/comparer')
    const columns = b.page.getByTestId('compare-column')
    await expect.poll(() => columns.count()).toBe(6)
    expect(await b.page.locator('.compare-table__badge').count()).toBeGreaterThan(0)
    expect(await axe(b.page)).toEqual([])

    const firstTitle = await columns.first().locator('.compare-table__title').textContent()
    await press(
      b.page.getByRole('button', { name: `Déplacer ${firstTitle} vers la droite` }).first()
    )
    await expect
      .poll(() => columns.nth(1).locator('.compare-table__title').textContent())
      .toBe(firstTitle)
    // Focus follows the moved vehicle.
    const focused = await b.page.evaluate(() =>
      document.activeElement?.getAttribute('data-compare-action')
    )
    expect(focused).toBe(`right-${list[0]!.id}`)

    for (let left = 6; left > 2; left--) {
      await press(columns.last().getByRole('button', { name: /^Retirer/ }))
      await expect.poll(() => columns.count()).toBe(left - 1)
    }
    expect(await axe(b.page)).toEqual([])
    await press(columns.last().getByRole('button', { name: /^Retirer/ }))
    await expect
      .poll(() => b.page.getByTestId('compare-too-few').textContent())
      .toBe(compareText.tooFew)
  })

  it('removes a sold favourite on the next visit and says so', async () => {
    const [kept, sold, later] = vehicles(3)
    const addFavourite = async (vehicle: { slug: string }) => {
      await b.open(`/stock/${vehicle.slug}/lease-calculator`)
      const heart = b.page.getByRole('button', { name: /^Ajouter aux favoris/ })
      await press(heart, 'Space')
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    }
    for (const vehicle of [kept!, sold!]) await addFavourite(vehicle)
    await b.open('/stock/favoris')
    const cards = b.page.locator('article[data-vehicle-id]')
    await expect.poll(() => cards.count()).toBe(2)

    try {
      d1(`UPDATE vehicles SET status = 'sold' WHERE id = ${sold!.id}`)
      // The Worker keeps a favourites list's answer in its memory for the stock's freshness
      // (never in KV, docs/decisions/0043): the visitor comes back having added a car since,
      // so the list asked for is one the Worker has not answered yet.
      await addFavourite(later!)
      await b.open('/stock/favoris')
      await expect
        .poll(() => b.page.getByTestId('favourites-notice').textContent())
        .toBe(favouritesText.removed(1))
      await expect.poll(() => cards.count()).toBe(2)
      const shown = await cards.evaluateAll((articles) =>
        articles.map((article) => article.getAttribute('data-vehicle-id'))
      )
      expect(shown.sort()).toEqual([String(kept!.id), String(later!.id)].sort())
      const saved = await b.page.evaluate(() => localStorage.getItem('dealer:favourites'))
      expect(JSON.parse(saved ?? '[]')).toHaveLength(2)
      expect(await axe(b.page)).toEqual([])
    } finally {
      d1(`UPDATE vehicles SET status = 'available' WHERE id = ${sold!.id}`)
    }
  })

  it('moves the monthly price and the example with every calculator input', async () => {
    await b.page.addInitScript(() => {
      const events: unknown[] = []
      Object.assign(window, { __tools: events })
      window.addEventListener('dealer:analytics', (event) =>
        events.push((event as CustomEvent).detail)
      )
    })
    const [vehicle] = vehicles(1)
    await b.open(`/stock/${vehicle!.slug}/lease-calculator`)
    const events = await b.page.evaluate(
      () => (window as unknown as { __tools: unknown[] }).__tools
    )
    expect(events).toContainEqual({
      event: 'view_vehicle_lease_calculator',
      vehicle: { id: vehicle!.id },
    })

    const monthly = b.page.getByTestId('lease-monthly')
    const example = b.page.getByTestId('lease-example')
    const form = b.page.locator('.lease-calculator__form')
    const steps: { name: string; act: () => Promise<void>; monthlyMoves: boolean }[] = [
      {
        name: 'couleur',
        act: () =>
          press(form.getByLabel('Couleur'), 'ArrowDown').then(() =>
            form.getByLabel('Couleur').press('ArrowDown')
          ),
        monthlyMoves: true,
      },
      {
        name: 'durée',
        act: () => press(form.getByLabel('Durée du contrat'), 'ArrowDown'),
        monthlyMoves: true,
      },
      {
        name: 'kilométrage',
        act: () => press(form.getByLabel('Kilométrage annuel'), 'ArrowDown'),
        monthlyMoves: true,
      },
      {
        name: 'acompte',
        act: () => typeInto(form.getByLabel(/^Acompte/), '2000'),
        monthlyMoves: true,
      },
      // The establishment fee is paid once, up front: the example and the total move, not the month.
      {
        name: 'frais',
        act: () => typeInto(form.getByLabel(/^Frais de dossier/), '600'),
        monthlyMoves: false,
      },
      {
        name: 'vue',
        act: () => press(form.getByLabel('Particulier (prix TVAC)'), 'ArrowRight'),
        monthlyMoves: true,
      },
    ]
    for (const step of steps) {
      const [priceBefore, exampleBefore] = [
        await monthly.textContent(),
        await example.textContent(),
      ]
      await step.act()
      await expect.poll(() => example.textContent(), { message: step.name }).not.toBe(exampleBefore)
      if (step.monthlyMoves) expect(await monthly.textContent(), step.name).not.toBe(priceBefore)
      else expect(await monthly.textContent(), step.name).toBe(priceBefore)
    }
    expect(await example.textContent()).toContain('business lease')
    expect(await example.textContent()).toContain('60 mensualités')

    // The address keeps the configuration; the server computes the same price from it.
    const price = await monthly.textContent()
    expect(b.page.url()).toContain('acompte=2000')
    await b.page.reload()
    await b.page.waitForSelector('html[data-hydrated="true"]')
    expect(await monthly.textContent()).toBe(price)
    expect(await axe(b.page)).toEqual([])
  })

  it('estimates a trade-in and sends it to an adviser', async () => {
    await b.open('/private-lease')
    const form = b.page.locator('.trade-in-form form')
    await typeInto(form.getByLabel('Marque'), 'Kia')
    await typeInto(form.getByLabel('Modèle'), 'Ceed')
    await press(form.getByLabel('Année'), 'ArrowDown')
    await form.getByLabel('Année').press('ArrowDown')
    await typeInto(form.getByLabel(/^Kilométrage/), '85000')
    await press(form.getByRole('button', { name: 'Estimer mon véhicule' }))
    const result = b.page.getByTestId('trade-in-result')
    await result.waitFor()
    expect(await result.textContent()).toMatch(/\d[\d\s\u202f]*\s?€\s*offre indicative/)
    expect(await axe(b.page)).toEqual([])

    await press(b.page.getByRole('button', { name: 'Envoyer cette estimation à un conseiller' }))
    const lead = b.page.locator('#formulaire-reprise')
    await lead.waitFor()
    expect(await b.page.inputValue('#formulaire-reprise-tradeBrand')).toBe('Kia')
    await lead.locator('input[name="civility"][value="madame"]').check()
    await b.page.fill('#formulaire-reprise-firstName', 'Claire')
    await b.page.fill('#formulaire-reprise-lastName', 'Schmit')
    await b.page.fill('#formulaire-reprise-email', `reprise.${Date.now()}@example.lu`)
    await b.page.fill('#formulaire-reprise-phone', '+352 621 654 321')
    await b.page.selectOption('#formulaire-reprise-location', 'bertrange')
    await b.page.check('#formulaire-reprise-consent')
    await press(lead.getByRole('button', { name: 'Envoyer ma demande' }))
    await b.page.getByText(leadFormsText.confirmations['trade-in']).first().waitFor()
  })
})

async function typeInto(input: Locator, text: string) {
  await input.focus()
  await input.press('ControlOrMeta+a')
  await input.pressSequentially(text)
}
