import { describe, expect, it } from 'vitest'
import { locations } from '../../scripts/demo-data/locations.ts'
import { appFetch } from './app-fetch.ts'

async function html(path: string): Promise<string> {
  const response = await appFetch(path)
  expect(response.status).toBe(200)
  return response.text()
}

/** The dealerships listed by the overview, in order, from the server HTML. */
function listed(page: string): string[] {
  return [...page.matchAll(/class="location-list__item" data-location="([^"]+)"/g)].map(
    (match) => match[1] ?? ''
  )
}

const NOT_FOUND = 'L&#x27;établissement n&#x27;a pas été trouvé'

describe('the location overview block (/contact), filtered on the server for visitors without JavaScript', () => {
  it('lists every dealership with a GET search form, brand and service selectors', async () => {
    const page = await html('/contact')
    expect(listed(page)).toEqual(locations.map((location) => location.slug))
    expect(page).toMatch(/<form[^>]*role="search"[^>]*method="get"/)
    expect(page).toContain('name="q"')
    expect(page).toMatch(/<select[^>]*name="brand"/)
    expect(page).toMatch(/<select[^>]*name="service"/)
    expect(page).toContain('href="/concessions/bertrange"')
    expect(page).toContain('class="location-map__canvas"')
  })

  it.each([
    ['?q=esch', ['esch-sur-alzette']],
    ['?q=%C3%89SCH-SUR-ALZETTE', ['esch-sur-alzette']],
    ['?q=L-8070', ['bertrange']],
    ['?q=Concession+de+Niederkorn', ['niederkorn']],
    ['?brand=mg', ['niederkorn']],
    ['?service=bodywork', ['bertrange', 'esch-sur-alzette']],
    ['?brand=ford&service=commercial-vehicles', ['vmal']],
  ])('%s lists %j', async (query, expected) => {
    const page = await html(`/contact${query}`)
    expect(listed(page)).toEqual(expected)
    expect(page).not.toContain(NOT_FOUND)
  })

  it('says the dealership was not found when nothing matches', async () => {
    const page = await html('/contact?q=Dudelange')
    expect(listed(page)).toEqual([])
    expect(page).toContain(NOT_FOUND)
  })

  it('ignores malformed filters instead of failing', async () => {
    const page = await html(`/contact?brand=%3Cscript%3E&service=spa&q=${'x'.repeat(5000)}&q=2`)
    expect(page).toContain(NOT_FOUND)
    const unknown = await html('/contact?brand=tesla&service[]=1')
    expect(listed(unknown)).toHaveLength(locations.length)
  })
})

describe('dealership blocks on CMS pages', () => {
  it.each(['bertrange', 'niederkorn', 'esch-sur-alzette'])(
    '/home-page/%s shows the intro, the details with hours and the advisers',
    async (slug) => {
      const location = locations.find((item) => item.slug === slug)!
      const page = await html(`/home-page/${slug}`)
      expect(page).toContain('class="location-intro__facts"')
      expect(page).toContain('<caption>Showroom</caption>')
      expect(page).toContain(`href="tel:${location.phone.replaceAll(' ', '')}"`)
      expect(page).toMatch(/Ouvert maintenant|Fermé/)
      for (const employee of location.employees) expect(page).toContain(employee.name)
      expect(page).toContain(`href="/concessions/${slug}"`)
    }
  )

  it('/centre-de-vehicules-d-occasion shows the team grouped by department and the hours', async () => {
    const page = await html('/centre-de-vehicules-d-occasion')
    expect(page).toContain('class="location-employee-list__group"')
    expect(page).toContain('Direction des ventes')
    expect(page).toContain('Christiane Wirtz')
    expect(page).toContain('<caption>Atelier de préparation</caption>')
  })

  it('the appointment grid lists the chosen dealerships with a phone fallback', async () => {
    const page = await html('/services/pneus-et-gardiennage')
    const tiles = [...page.matchAll(/class="appointment-grid__tile"/g)]
    expect(tiles).toHaveLength(4)
    expect(page).toContain('Réserver à Contern')
    expect(page).toContain('href="tel:+35226358000"')
    // Without a dealership list, every dealership with a workshop.
    const workshop = await html('/services/service-apres-vente')
    expect([...workshop.matchAll(/class="appointment-grid__tile"/g)]).toHaveLength(
      locations.filter((location) => location.services.includes('workshop')).length
    )
  })

  it('a single-dealership appointment grid opens its booking panel, waiting for JavaScript', async () => {
    const page = await html('/home-page/esch-sur-alzette')
    expect(page).toContain('class="appointment-booking"')
    expect(page).toContain('La prise de rendez-vous en ligne nécessite JavaScript.')
    expect(page).toContain('href="mailto:esch@groupe-auto.example"')
  })

  it('the employees block shows hand-picked people with their contact links', async () => {
    const page = await html('/carrieres/portraits-de-collaborateurs')
    expect(page).toContain('class="employee-card')
    expect(page).toContain('Marc Weber')
    expect(page).toContain('href="tel:+35226441011"')
  })
})
