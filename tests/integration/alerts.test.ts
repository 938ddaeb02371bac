import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { type Language, LOCALES } from '../../client/locale/language.ts'
import { alertMailMessages } from '../../client/locale/messages/alert-mail.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { handleAlertsCron } from '../../worker/alerts/alert-cron.ts'
import worker from '../../worker/index.ts'
import { appFetch } from './app-fetch.ts'

/**
 * Saved searches and followed vehicles (docs/decisions/0060), end to end in workerd: the plain
 * form post, the confirmation mail in the local mail sink, its signed link, the scheduled job with
 * a moved clock, the unsubscribe link and the RFC 8058 headers.
 */

interface SinkMail {
  idempotency_key: string
  recipients: string
  subject: string
  text_body: string
  html_body: string
  headers: string
}

async function mailsTo(address: string): Promise<SinkMail[]> {
  const { results } = await env.DB.prepare(
    'SELECT * FROM mail_sink_messages WHERE instr(recipients, ?) > 0 ORDER BY first_received_at, rowid'
  )
    .bind(address)
    .all<SinkMail>()
  return results
}

let ipCounter = 0
/** A client of its own per call unless given: the rate limits are tested on their own. */
function postAlert(fields: Record<string, string>, headers: Record<string, string> = {}) {
  ipCounter += 1
  return appFetch('/api/alerts', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      'cf-connecting-ip': `10.77.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

/** The link of a mail's text that starts with `{site}/api/alerts/{purpose}`, as a path. */
function linkIn(mail: SinkMail | undefined, purpose: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`https?://[^\\s]+/api/alerts/${purpose}\\?[^\\s]+`).exec(
    mail?.text_body ?? ''
  )
  if (!match) throw new Error(`no ${purpose} link in ${mail?.text_body}`)
  const url = new URL(match[0])
  return `${url.pathname}${url.search}`
}

async function runJob(at: Date) {
  return handleAlertsCron(env, createExecutionContext(), { now: () => at })
}

const hours = (count: number) => new Date(Date.now() + count * 3_600_000)

/** A brand with vehicles in the demo stock, and one of its vehicles to copy. */
async function someVehicle(): Promise<{ id: number; brand: string; price: number }> {
  const row = await env.DB.prepare(
    "SELECT id, brand, price FROM vehicles WHERE status = 'available' ORDER BY id LIMIT 1"
  ).first<{ id: number; brand: string; price: number }>()
  if (!row) throw new Error('no vehicle in the demo stock')
  return row
}

/** A new vehicle in the D1 stock: a copy of `from` with its own id (and its pictures). */
async function addVehicle(from: number, id: number): Promise<void> {
  const { results } = await env.DB.prepare('PRAGMA table_info(vehicles)').all<{ name: string }>()
  const columns = results.map((column) => column.name)
  const values = columns.map((name) =>
    name === 'id' ? '?' : name === 'slug' ? "? || substr(slug, instr(slug, '-'))" : name
  )
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO vehicles (${columns.join(', ')}) SELECT ${values.join(', ')} FROM vehicles WHERE id = ?`
    ).bind(id, String(id), from),
    env.DB.prepare(
      `INSERT INTO vehicle_images (vehicle_id, position, url, width, height, alt)
       SELECT ?, position, url, width, height, alt FROM vehicle_images WHERE vehicle_id = ?`
    ).bind(id, from),
  ])
}

async function alertRows(email: string) {
  const { results } = await env.DB.prepare(
    'SELECT id, status, email, search FROM stock_alerts WHERE email = ?'
  )
    .bind(email)
    .all<{ id: string; status: string; email: string | null; search: string | null }>()
  return results
}

const LANG = LOCALES

/**
 * An answer page in the site's frame (docs/decisions/0060): the language's `lang`, the skip link,
 * the header and footer landmarks, the main landmark with the catalogue's title and `text`, a
 * link to the stock overview of the language, never indexed nor kept, and no script.
 */
async function expectFramed(response: Response, language: Language, status: number, text: string) {
  const pages = messagesOf(alertMailMessages, language).pages
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('x-robots-tag')).toBe('noindex')
  const html = await response.text()
  expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${LANG[language]}">`))
  expect(html).toContain('<meta name="robots" content="noindex"/>')
  expect(html).toContain('<link rel="icon" href="/favicon.svg"')
  expect(html).toContain('href="#main" class="skip-link"')
  expect(html).toContain('<header class="header">')
  expect(html).toContain('<footer class="footer">')
  const main = /<main id="main"[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  expect(main).toContain(`<h1>${pages.title}</h1>`)
  expect(main).toContain(text)
  expect(main).toContain(
    `<a href="${language === 'de' ? '/de/stock' : '/stock'}">${pages.back}</a>`
  )
  expect(html).not.toContain('<script')
  return main
}

describe('the forms, in the HTML (no script needed)', () => {
  it('are on the stock overview (with the link beside the count) and the vehicle page', async () => {
    const stock = await (await appFetch('/stock?fuel=diesel')).text()
    expect(stock).toContain('href="#alerte-formulaire"')
    const form = /<form[^>]*id="alerte-formulaire"[^>]*>[\s\S]*?<\/form>/.exec(stock)?.[0] ?? ''
    expect(form).toContain('method="post"')
    expect(form).toContain('action="/api/alerts"')
    expect(form).toContain('name="search" value="fuel=diesel"')
    expect(form).toContain('name="website"')
    expect(form).toContain('name="frequency" checked="" value="daily"')
    const { id } = await someVehicle()
    const slug = await env.DB.prepare('SELECT slug FROM vehicles WHERE id = ?')
      .bind(id)
      .first<string>('slug')
    const vehicle = await (await appFetch(`/stock/${slug}`)).text()
    expect(vehicle).toContain(`name="vehicleId" value="${id}"`)
    expect(vehicle).toContain('Suivre ce véhicule')
    const german = await (await appFetch(`/de/stock/${slug}`)).text()
    expect(german).toContain('Fahrzeug beobachten')
    expect(german).toContain('name="language" value="de"')
  })
})

describe('a saved search ("Créer une alerte")', () => {
  it('is confirmed through its mail, mails a new matching vehicle once, and stops after the unsubscribe link', async () => {
    const email = 'claire.weber@example.lu'
    const { id, brand } = await someVehicle()
    const created = await postAlert({
      kind: 'search',
      email,
      frequency: 'immediate',
      search: `brand=${brand}&sort=price_asc&page=2`,
      language: 'fr',
      website: '',
    })
    expect(created.status).toBe(200)
    expect(created.headers.get('cache-control')).toBe('no-store')
    const answer = await created.text()
    expect(answer).toContain('Presque terminé')
    // The site's icon, named: a browser would otherwise ask for /favicon.ico, a 404.
    expect(answer).toContain('<link rel="icon" href="/favicon.svg"')
    expect(await alertRows(email)).toMatchObject([{ status: 'pending', search: `brand=${brand}` }])

    const [confirmation, ...others] = await mailsTo(email)
    expect(others).toEqual([])
    expect(confirmation?.subject).toBe('Confirmez votre alerte')
    // Every mail, the confirmation included, carries the RFC 8058 headers.
    const headers: Record<string, string> = JSON.parse(confirmation?.headers ?? '{}')
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:8787\/api\/alerts\/unsubscribe\?id=[0-9a-f-]{36}&token=[\w-]+>$/
    )
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    const confirmed = await appFetch(linkIn(confirmation, 'confirm'))
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('Votre alerte est active')
    expect(await alertRows(email)).toMatchObject([{ status: 'active' }])

    // Nothing new yet: the stock at confirmation is what the alert has seen.
    expect(await runJob(hours(0.1))).toMatchObject({ mailed: 0 })
    expect(await mailsTo(email)).toHaveLength(1)

    await addVehicle(id, 990_001)
    expect(await runJob(hours(0.2))).toMatchObject({ mailed: 1 })
    const [, matches] = await mailsTo(email)
    expect(matches?.subject).toBe('Un nouveau véhicule pour votre recherche')
    expect(matches?.text_body).toContain('/stock/990001-1-')
    expect(matches?.html_body).toContain('/stock/990001-1-')
    const matchHeaders: Record<string, string> = JSON.parse(matches?.headers ?? '{}')
    expect(matchHeaders['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(matchHeaders['List-Unsubscribe']).toBe(
      `<http://localhost:8787${linkIn(matches, 'unsubscribe')}>`
    )

    // Seen once, mailed once.
    expect(await runJob(hours(0.3))).toMatchObject({ mailed: 0 })
    expect(await mailsTo(email)).toHaveLength(2)

    // The link's page asks; its button (a POST) unsubscribes and erases the address.
    const unsubscribeLink = linkIn(matches, 'unsubscribe')
    const page = await appFetch(unsubscribeLink)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Me désinscrire')
    expect(await alertRows(email)).toMatchObject([{ status: 'active' }])
    const done = await appFetch(unsubscribeLink, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Vous êtes désinscrit')
    expect(await alertRows(email)).toEqual([])
    const alertId = new URL(unsubscribeLink, 'http://x').searchParams.get('id')
    const row = await env.DB.prepare('SELECT * FROM stock_alerts WHERE id = ?')
      .bind(alertId)
      .first()
    expect(row).toMatchObject({ status: 'unsubscribed', email: null, search: null, seen: null })

    await addVehicle(id, 990_002)
    expect(await runJob(hours(0.4))).toMatchObject({ mailed: 0 })
    expect(await mailsTo(email)).toHaveLength(2)
  })

  it('mails a daily alert only once a day, in German when made from a German page', async () => {
    const email = 'jonas.muller@example.lu'
    const { id, brand } = await someVehicle()
    expect(
      (
        await postAlert({
          kind: 'search',
          email,
          frequency: 'daily',
          search: `brand=${brand}`,
          language: 'de',
        })
      ).status
    ).toBe(200)
    const [confirmation] = await mailsTo(email)
    expect(confirmation?.subject).toBe('Bestätigen Sie Ihren Suchauftrag')
    expect((await appFetch(linkIn(confirmation, 'confirm'))).status).toBe(200)
    await addVehicle(id, 990_011)
    expect(await runJob(hours(1))).toMatchObject({ checked: 0, mailed: 0 })
    expect(await runJob(hours(25))).toMatchObject({ mailed: 1 })
    const [, digest] = await mailsTo(email)
    expect(digest?.subject).toBe('Ein neues Fahrzeug für Ihre Suche')
    expect(digest?.text_body).toContain('/de/')
  })

  it("runs from the Worker's scheduled handler (wrangler.toml's cron)", async () => {
    const email = 'cron.run@example.lu'
    const { id, brand } = await someVehicle()
    await postAlert({ kind: 'search', email, frequency: 'immediate', search: `brand=${brand}` })
    const [confirmation] = await mailsTo(email)
    expect((await appFetch(linkIn(confirmation, 'confirm'))).status).toBe(200)
    await addVehicle(id, 990_031)
    try {
      const ctx = createExecutionContext()
      await worker.scheduled(
        createScheduledController({ cron: '*/5 * * * *', scheduledTime: new Date() }),
        env,
        ctx
      )
      await waitOnExecutionContext(ctx)
      expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
        'Confirmez votre alerte',
        'Un nouveau véhicule pour votre recherche',
      ])
    } finally {
      // Out of the next tests' runs.
      await env.DB.prepare('DELETE FROM stock_alerts WHERE email = ?').bind(email).run()
    }
  })
  it('never mails a pending alert, which is deleted after 48 hours', async () => {
    const email = 'pending.only@example.lu'
    const { id, brand } = await someVehicle()
    await postAlert({ kind: 'search', email, frequency: 'immediate', search: `brand=${brand}` })
    await addVehicle(id, 990_021)
    expect(await runJob(hours(0.5))).toMatchObject({ checked: 0, mailed: 0 })
    expect(await mailsTo(email)).toHaveLength(1)
    expect(await alertRows(email)).toMatchObject([{ status: 'pending' }])
    expect(await runJob(hours(49))).toMatchObject({ pruned: { pending: 1 } })
    expect(await alertRows(email)).toEqual([])
  })

  it('unsubscribes by a mail client one-click POST from elsewhere (RFC 8058), a GET alone does not', async () => {
    const email = 'one.click@example.lu'
    await postAlert({ kind: 'search', email, frequency: 'weekly', search: '' })
    const [confirmation] = await mailsTo(email)
    const header: Record<string, string> = JSON.parse(confirmation?.headers ?? '{}')
    const target = /^<(.+)>$/.exec(header['List-Unsubscribe'] ?? '')?.[1] ?? ''
    const url = new URL(target)
    expect((await appFetch(`${url.pathname}${url.search}`)).status).toBe(200)
    expect(await alertRows(email)).toHaveLength(1)
    const posted = await appFetch(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(posted.status).toBe(200)
    expect(await alertRows(email)).toEqual([])
  })

  it('refuses forged links, other sites, robots, bad addresses and floods', async () => {
    const email = 'guarded@example.lu'
    await postAlert({ kind: 'search', email, search: '' })
    const [confirmation] = await mailsTo(email)
    const link = linkIn(confirmation, 'confirm')
    const forged = link.replace(/token=[\w-]+/, 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
    expect((await appFetch(forged)).status).toBe(404)
    // A confirmation token is not an unsubscribe token.
    expect(
      (await appFetch(link.replace('/confirm?', '/unsubscribe?'), { method: 'POST' })).status
    ).toBe(404)
    expect(await alertRows(email)).toMatchObject([{ status: 'pending' }])
    expect((await appFetch('/api/alerts/confirm?id=<script>&token=x')).status).toBe(404)

    const crossSite = await postAlert(
      { kind: 'search', email: 'victim@example.lu', search: '' },
      { 'sec-fetch-site': 'cross-site' }
    )
    expect(crossSite.status).toBe(403)
    const robot = await postAlert({
      kind: 'search',
      email: 'robot@example.lu',
      website: 'http://spam',
    })
    expect(robot.status).toBe(200)
    expect(await mailsTo('robot@example.lu')).toEqual([])
    expect(await alertRows('robot@example.lu')).toEqual([])
    expect((await postAlert({ kind: 'search', email: 'not-an-address' })).status).toBe(422)
    expect(
      (await postAlert({ kind: 'vehicle', email: 'a@example.lu', vehicleId: 'x' })).status
    ).toBe(422)
    expect(
      (
        await appFetch('/api/alerts', {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
          body: 'email=a@example.lu',
        })
      ).status
    ).toBe(415)

    // Filters the overview would not apply are not saved either; the rest is kept canonical.
    const odd = await postAlert({
      kind: 'search',
      email: 'odd.filters@example.lu',
      search: 'price_max=abc&fuel=diesel&brand=%3Cscript%3E&%%%&page=-4&fuel=diesel',
      frequency: 'hourly',
    })
    expect(odd.status).toBe(422)
    const kept = await postAlert({
      kind: 'search',
      email: 'odd.filters@example.lu',
      search: 'price_max=abc&fuel=diesel&brand=%3Cscript%3E&%%%&page=-4&fuel=diesel',
    })
    expect(kept.status).toBe(200)
    expect(await alertRows('odd.filters@example.lu')).toMatchObject([{ search: 'fuel=diesel' }])

    const flood = { 'cf-connecting-ip': '10.99.0.1' }
    const answers: number[] = []
    for (let index = 0; index < 9; index += 1) {
      answers.push(
        (await postAlert({ kind: 'search', email: `flood${index}@example.lu` }, flood)).status
      )
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429])
  })
})

describe('the answer pages, in the site frame', () => {
  it.each(['fr', 'de'] as const)(
    'are site pages in %s: check your mail, alert active, unsubscribe, unsubscribed, bad link',
    async (language) => {
      const pages = messagesOf(alertMailMessages, language).pages
      const email = `framed.${language}@example.lu`
      const { brand } = await someVehicle()
      const stock = language === 'de' ? '/de/stock' : '/stock'
      const searchLink = `<a href="${stock}?brand=${brand}">${pages.backToSearch}</a>`
      const created = await postAlert({
        kind: 'search',
        email,
        frequency: 'daily',
        search: `brand=${brand}`,
        language,
      })
      expect(await expectFramed(created, language, 200, pages.checkMail)).toContain(searchLink)
      const [confirmation] = await mailsTo(email)

      const confirmed = await appFetch(linkIn(confirmation, 'confirm'))
      expect(await expectFramed(confirmed, language, 200, pages.confirmed)).toContain(searchLink)

      const header: Record<string, string> = JSON.parse(confirmation?.headers ?? '{}')
      const target = new URL(/^<(.+)>$/.exec(header['List-Unsubscribe'] ?? '')?.[1] ?? '')
      const unsubscribeLink = `${target.pathname}${target.search}`
      const ask = await expectFramed(
        await appFetch(unsubscribeLink),
        language,
        200,
        pages.unsubscribeQuestion
      )
      expect(ask).toMatch(/<form action="([^"]+)" method="post">/)
      expect(/<form action="([^"]+)"/.exec(ask)?.[1]).toBe(unsubscribeLink.replaceAll('&', '&amp;'))
      expect(ask).toContain('name="List-Unsubscribe" value="One-Click"')
      expect(ask).toContain(`>${pages.unsubscribeButton}</button>`)
      expect(ask).toContain(searchLink)

      const done = await appFetch(unsubscribeLink, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(await expectFramed(done, language, 200, pages.unsubscribed)).toContain(searchLink)
      expect(await alertRows(email)).toEqual([])

      // A link that signs nothing: 404, in the language of the page it came from.
      const forged = linkIn(confirmation, 'confirm').replace(
        /token=[\w-]+/,
        `token=${'A'.repeat(43)}`
      )
      const bad = await appFetch(forged, {
        headers: { referer: `http://localhost:8787${stock}` },
      })
      await expectFramed(bad, language, 404, pages.invalidLink)
    }
  )

  it('links a followed vehicle back to its page', async () => {
    const { id } = await someVehicle()
    const row = await env.DB.prepare('SELECT slug FROM vehicles WHERE id = ?')
      .bind(id)
      .first<{ slug: string }>()
    const pages = messagesOf(alertMailMessages, 'de').pages
    const created = await postAlert({
      kind: 'vehicle',
      email: 'framed.vehicle@example.lu',
      vehicleId: String(id),
      language: 'de',
    })
    const main = await expectFramed(created, 'de', 200, pages.checkMail)
    expect(main).toContain(`<a href="/de/stock/${row?.slug}">${pages.backToVehicle}</a>`)
    const [confirmation] = await mailsTo('framed.vehicle@example.lu')
    try {
      const confirmed = await appFetch(linkIn(confirmation, 'confirm'))
      expect(await expectFramed(confirmed, 'de', 200, pages.confirmed)).toContain(
        `<a href="/de/stock/${row?.slug}">${pages.backToVehicle}</a>`
      )
    } finally {
      // Out of the next tests' runs (the price drop's, on the same vehicle).
      await env.DB.prepare('DELETE FROM stock_alerts WHERE email = ?')
        .bind('framed.vehicle@example.lu')
        .run()
    }
  })
})

describe('a followed vehicle ("Suivre ce véhicule")', () => {
  it('announces a price drop ("Prix baissé") once, and ends when the vehicle is sold', async () => {
    const email = 'follower@example.lu'
    const { id, price } = await someVehicle()
    expect(
      (await postAlert({ kind: 'vehicle', email, vehicleId: String(id), language: 'fr' })).status
    ).toBe(200)
    const [confirmation] = await mailsTo(email)
    expect((await appFetch(linkIn(confirmation, 'confirm'))).status).toBe(200)
    expect(await runJob(hours(0.1))).toMatchObject({ mailed: 0 })

    await env.DB.prepare('UPDATE vehicles SET price = ? WHERE id = ?')
      .bind(price - 1000, id)
      .run()
    expect(await runJob(hours(0.2))).toMatchObject({ mailed: 1 })
    const [, drop] = await mailsTo(email)
    expect(drop?.subject).toMatch(/^Prix baissé : /)
    expect(drop?.text_body).toContain('Prix baissé')
    expect(JSON.parse(drop?.headers ?? '{}')).toHaveProperty('List-Unsubscribe-Post')
    expect(await runJob(hours(0.3))).toMatchObject({ mailed: 0 })

    await env.DB.prepare("UPDATE vehicles SET status = 'sold' WHERE id = ?").bind(id).run()
    await runJob(hours(0.4))
    expect(await alertRows(email)).toEqual([])
    expect(await mailsTo(email)).toHaveLength(2)
  })
})
