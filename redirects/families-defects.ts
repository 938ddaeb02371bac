import type { LegacyRow } from './families-pages.ts'

const row = (family: string, oldPath: string, target: string, code = '301'): LegacyRow => ({
  family,
  oldPath,
  target,
  code,
})

/**
 * Rows as the old export really had them: chains (one old page renamed twice), a loop, a
 * self-loop, a chain into nothing, the four target defects of the specification, codes other
 * than 301 and duplicate rows written with other casing or a trailing slash.
 */
export function defectFamilies(): LegacyRow[] {
  const rows: LegacyRow[] = [
    row('chain', '/fr/promotions', '/fr/offres'),
    row('chain', '/fr/offres', '/fr/offres-speciales'),
    row('chain', '/fr/offres-speciales', '/private-lease', '302'),
    row('chain', '/fr/occasions-diesel', '/fr/vehicules-occasion-stock?fuel=diesel'),
    row('chain', '/fr/vehicules-occasion-stock?fuel=diesel', '/stock'),
    row('chain', '/fr/ancien-site/essai', '/fr/essai-routier/'),
    row('chain', '/fr/essai-routier', '/reserver-un-essai'),
    row('chain', '/fr/vehicules-occasion-stock', '/stock'),
    row('chain', '/fr/vehicules-neufs-stock', '/stock'),
    row('chain', '/fr/stock-occasions', '/fr/vehicules-occasion-stock?utm_source=menu'),
    row('dangling-chain', '/fr/ete-2019', '/fr/page-supprimee'),
    row('loop', '/fr/promo-printemps', '/fr/promo-ete'),
    row('loop', '/fr/promo-ete', '/fr/promo-printemps'),
    row('loop', '/fr/plan-du-site', '/fr/plan-du-site/'),
  ]
  const missingSlash: [string, string][] = [
    ['/fr/promo-stock-hiver', 'stock'],
    ['/fr/carrosserie-express', 'services/carrosserie'],
    ['/fr/nos-marques-2020', 'brands'],
    ['/fr/actus', 'news'],
    ['/fr/ecrivez-nous', 'contact'],
    ['/fr/kia-ev6-lancement', 'kia/ev6'],
    ['/fr/leasing-promo', 'private-lease'],
    ['/fr/jobs-2021', 'carrieres'],
    ['/fr/occasions-du-mois', 'stock?sort_by=date_desc'],
  ]
  for (const [old, target] of missingSlash) rows.push(row('defect-missing-slash', old, target))
  for (const [old, target] of [
    ['/fr/haut-de-page', '#'],
    ['/fr/contact-rapide', '#contact'],
    ['/fr/retour', '#top'],
    ['/fr/formulaire-rappel', '#formulaire'],
    ['/fr/menu-mobile', '#!'],
  ]) {
    rows.push(row('defect-fragment', old ?? '', target ?? ''))
  }
  for (const [old, target] of [
    ['/fr/offre-noel-2018', '#N/A'],
    ['/fr/reprise-2019', '#REF!'],
    ['/fr/jeu-concours', 'ERREUR: page introuvable'],
    ['/fr/newsletter-archive', 'Error 404'],
    ['/fr/calculateur', 'undefined'],
    ['/fr/simulateur', 'null'],
    ['/fr/espace-client', 'Page not found'],
  ]) {
    rows.push(row('defect-error-text', old ?? '', target ?? ''))
  }
  for (const old of [
    '/fr/espace-pro',
    '/fr/extranet',
    '/fr/ancien-configurateur',
    '/fr/test',
    '/fr/brouillon',
    '/fr/page-1',
    '/fr/sans-titre',
    '/fr/copie-de-accueil',
  ]) {
    rows.push(row('defect-missing-target', old, ''))
  }
  rows.push(
    row('duplicate', '/fr/contact/', '/contact'),
    row('duplicate', '/FR/Contact', '/contact'),
    row('duplicate', '/fr/marques', '/brands')
  )
  return rows
}
