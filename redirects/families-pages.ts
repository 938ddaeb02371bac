import { href } from '../client/routes/href.ts'
import type { SiteData } from './site-pages.ts'

/** One generated row of the legacy table, with the family it stands for (not written out). */
export interface LegacyRow {
  family: string
  oldPath: string
  target: string
  code: string
}

export type DemoSite = SiteData & { leaseOffers: readonly { slug: string; type: string }[] }

const row = (family: string, oldPath: string, target: string): LegacyRow => ({
  family,
  oldPath,
  target,
  code: '301',
})

/** The old site's dealer pages used town names; the new site uses the dealership slugs. */
const oldDealerNames: Record<string, string[]> = {
  bertrange: ['bertrange', 'garage-bertrange', 'showroom-bertrange'],
  niederkorn: ['niederkorn', 'garage-niederkorn', 'differdange-niederkorn'],
  'esch-sur-alzette': ['esch', 'esch-sur-alzette', 'garage-esch'],
  'centre-de-vehicules-d-occasion': ['windhof', 'centre-occasions-windhof'],
  vmal: ['contern', 'vmal-contern', 'utilitaires-contern'],
}

/** Old service page names, several per current service page. */
const oldServiceNames: Record<string, string[]> = {
  leasing: ['leasing', 'location-longue-duree', 'lld'],
  carrosserie: ['carrosserie', 'atelier-carrosserie', 'reparation-carrosserie'],
  'pneus-et-gardiennage': ['pneus', 'hotel-pneus', 'gardiennage-pneus', 'pneus-hiver'],
  financement: ['financement', 'credit-auto', 'pret-voiture'],
  'service-apres-vente': ['entretien', 'atelier', 'apres-vente', 'revision', 'controle-technique'],
  'vente-de-pieces-et-accessoires': ['pieces', 'accessoires', 'pieces-de-rechange', 'boutique'],
  'debosselage-et-peinture': ['debosselage', 'peinture', 'grele', 'debosselage-sans-peinture'],
}

const oldCompanyNames: Record<string, string[]> = {
  'gestion-de-flotte': ['gestion-flotte', 'fleet-management', 'flotte'],
  'fleet-leasing': ['fleet-leasing', 'leasing-flotte'],
  'vehicules-utilitaires': ['utilitaires', 'vehicules-utilitaires', 'vans'],
  'services-aux-entreprises': ['entreprises', 'professionnels', 'b2b'],
  'transformation-de-vehicules': ['transformation', 'amenagement-utilitaires', 'carrossage'],
}

/** `/fr` itself, its old start pages, news, and the simple one-to-one pages of the old menu. */
export function siteFamilies(site: DemoSite): LegacyRow[] {
  const stories = new Set(site.storySlugs)
  const has = (slug: string) => stories.has(slug)
  const rows: LegacyRow[] = []
  for (const old of ['/fr', '/fr/accueil', '/fr/home', '/fr/index', '/fr/bienvenue'])
    rows.push(row('home', old, '/'))

  for (const old of ['/fr/news', '/fr/actualites', '/fr/nouvelles', '/fr/blog', '/fr/presse'])
    rows.push(row('news', old, '/news'))
  for (let page = 2; page <= 12; page++) rows.push(row('news', `/fr/news?page=${page}`, '/news'))
  for (const slug of site.storySlugs.filter((s) => s.startsWith('news/'))) {
    const article = slug.slice('news/'.length)
    rows.push(
      row('news', `/fr/news/${article}`, `/${slug}`),
      row('news', `/fr/actualites/${article}`, `/${slug}`)
    )
  }

  for (const [service, names] of Object.entries(oldServiceNames)) {
    if (!has(`services/${service}`)) continue
    for (const name of names)
      rows.push(
        row('services', `/fr/services/${name}`, `/services/${service}`),
        row('services', `/fr/${name}`, `/services/${service}`)
      )
  }
  for (const [page, names] of Object.entries(oldCompanyNames)) {
    if (!has(`entreprise/${page}`)) continue
    for (const name of names)
      rows.push(
        row('company', `/fr/entreprise/${name}`, `/entreprise/${page}`),
        row('company', `/fr/business/${name}`, `/entreprise/${page}`)
      )
  }

  const history = site.storySlugs.find((s) => s.startsWith('a-propos-de-nous/l-histoire-d-'))
  if (history) {
    for (const old of [
      'qui-sommes-nous',
      'a-propos',
      'a-propos/histoire',
      'notre-histoire',
      'nos-valeurs',
      'a-propos/valeurs',
      'notre-reseau',
      'a-propos/reseau',
      'groupe',
      'le-groupe/historique',
    ]) {
      rows.push(row('history', `/fr/${old}`, `/${history}`))
    }
  }

  for (const old of [
    'carrieres',
    'emplois',
    'jobs',
    'recrutement',
    'carrieres/offres',
    'candidature-spontanee',
  ])
    rows.push(row('careers', `/fr/${old}`, '/carrieres'))
  if (has('carrieres/portraits-de-collaborateurs')) {
    for (const old of ['carrieres/temoignages', 'carrieres/nos-collaborateurs'])
      rows.push(row('careers', `/fr/${old}`, '/carrieres/portraits-de-collaborateurs'))
  }
  for (const job of site.storySlugs.filter(
    (s) => s.startsWith('carrieres/') && s !== 'carrieres/portraits-de-collaborateurs'
  )) {
    rows.push(row('careers', `/fr/carrieres/offres/${job.slice('carrieres/'.length)}`, `/${job}`))
  }

  for (const location of site.locations) {
    for (const name of oldDealerNames[location] ?? [location]) {
      rows.push(
        row('dealership', `/fr/concessions/${name}`, `/concessions/${location}`),
        row('dealership', `/fr/nos-concessions/${name}`, `/concessions/${location}`)
      )
    }
  }

  for (const old of [
    'marques',
    'nos-marques',
    'toutes-nos-marques',
    'vehicules-neufs',
    'vehicules-neufs/marques',
  ])
    rows.push(row('brands-list', `/fr/${old}`, '/brands'))

  for (const old of ['essai-routier', 'demande-essai', 'reserver-essai', 'test-drive', 'essai'])
    rows.push(row('test-drive', `/fr/${old}`, '/reserver-un-essai'))
  for (const model of site.models)
    rows.push(
      row(
        'test-drive',
        `/fr/demande-essai?modele=${model.slug}&marque=${model.brand}`,
        '/reserver-un-essai'
      )
    )

  const tyreForms = site.storySlugs.filter((s) =>
    s.startsWith('formulaires/prise-de-rendez-vous-pneus-roues')
  )
  for (const form of tyreForms) {
    const suffix = form.slice('formulaires/prise-de-rendez-vous-pneus-roues'.length)
    for (const old of ['rendez-vous-pneus', 'rdv-pneus', 'formulaire-pneus-rendez-vous'])
      rows.push(row('tyre-forms', `/fr/${old}${suffix}`, `/${form}`))
  }
  if (has('formulaires/demande-offre-pneus')) {
    for (const old of ['offre-pneus', 'devis-pneus', 'formulaire-offre-pneus'])
      rows.push(row('tyre-forms', `/fr/${old}`, '/formulaires/demande-offre-pneus'))
  }

  const simple: [string[], string][] = [
    [['contact', 'contactez-nous', 'nous-contacter'], '/contact'],
    [['faq', 'questions-frequentes', 'aide'], '/faq'],
    [
      ['protection-des-donnees', 'vie-privee', 'rgpd', 'mentions-legales'],
      '/politique-de-traitement-des-donnees',
    ],
    [
      ['occasions', 'centre-occasions', 'vehicules-d-occasion', 'centre-de-vehicules-d-occasion'],
      '/centre-de-vehicules-d-occasion',
    ],
  ]
  for (const [olds, target] of simple)
    if (has(target.slice(1)))
      for (const old of olds) rows.push(row('other-pages', `/fr/${old}`, target))
  for (let page = 2; page <= 20; page++)
    rows.push(
      row('used-listing', `/fr/centre-occasions?page=${page}`, '/centre-de-vehicules-d-occasion')
    )
  return rows
}

/** New-vehicle brand and model pages, utility vehicles, private and business lease offers. */
export function catalogueFamilies(site: DemoSite): LegacyRow[] {
  const rows: LegacyRow[] = []
  for (const brand of site.brands) {
    rows.push(
      row('new-vehicles', `/fr/vehicules-neufs/${brand}`, `/${brand}`),
      row('new-vehicles', `/fr/marques/${brand}`, `/${brand}`)
    )
    // The brand's model list, straight to the catalogue's page (the CMS list moves there, ADR 0022).
    if (site.storySlugs.includes(`${brand}/tous-les-modeles`)) {
      const models = href('brand-models', { brand }, 'fr')
      rows.push(
        row('new-vehicles', `/fr/vehicules-neufs/${brand}/gamme`, models),
        row('new-vehicles', `/fr/vehicules-neufs/${brand}/modeles`, models)
      )
    }
  }
  for (const { brand, slug } of site.models) {
    for (const old of [
      `vehicules-neufs/${brand}/${slug}`,
      `vehicules-neufs/${brand}/${slug}/configurateur`,
      `vehicules-neufs/${brand}/${slug}/prix`,
      `marques/${brand}/modeles/${slug}`,
    ]) {
      // One hop to the model's page (its CMS page moves there, ADR 0022).
      rows.push(
        row('new-vehicles', `/fr/${old}`, href('brand-models-model', { brand, model: slug }, 'fr'))
      )
    }
  }
  for (const slug of site.storySlugs.filter(
    (s) => s.startsWith('vehicules-utilitaires/') && s.split('/').length === 3
  )) {
    const [, folder = '', model = ''] = slug.split('/')
    rows.push(
      row(
        'new-vehicles',
        `/fr/utilitaires/${folder.replace(/-utilitaires$/, '')}/${model}`,
        `/${slug}`
      )
    )
  }
  for (const offer of site.leaseOffers) {
    const family = offer.type === 'private' ? 'private-lease' : 'business-lease'
    const folder = offer.type === 'private' ? 'private-lease' : 'business-lease'
    const olds =
      offer.type === 'private'
        ? ['leasing-prive', 'private-lease', 'offres-leasing']
        : ['fleet', 'leasing-entreprise', 'business-lease']
    for (const old of olds)
      rows.push(row(family, `/fr/${old}/${offer.slug}`, `/${folder}/${offer.slug}`))
  }
  for (const old of ['leasing-prive', 'private-lease', 'offres-leasing', 'leasing-particuliers'])
    rows.push(row('private-lease', `/fr/${old}`, '/private-lease'))
  for (const old of ['fleet', 'leasing-entreprise', 'business-lease', 'leasing-professionnels'])
    rows.push(row('business-lease', `/fr/${old}`, '/business-lease'))
  return rows
}
