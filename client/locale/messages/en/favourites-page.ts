import type fr from '../fr/favourites-page.ts'

/** The favourites page's text in German (client/pages/favorites). */
export default {
  title: 'Meine Favoriten',
  noScript: {
    before:
      'Ihre Favoriten werden in Ihrem Browser gespeichert: Für ihre Anzeige ist JavaScript erforderlich. Aktivieren Sie es oder durchsuchen Sie unseren ',
    link: 'Fahrzeugbestand',
    after: '.',
  },
  error: {
    before:
      'Ihre Favoriten konnten nicht geladen werden. Versuchen Sie es gleich noch einmal oder kehren Sie zum',
    link: 'Bestand',
    after: ' zurück.',
  },
  empty:
    'Sie haben noch keine Favoriten. Tippen Sie auf das Herz eines Fahrzeugs im Bestand, um es hier wiederzufinden.',
  browseStock: 'Bestand durchsuchen',
  priceDrop: { label: 'Preis gesenkt', before: 'Preis, als Sie es gemerkt haben:' },
  count: (count: number) =>
    count === 1 ? '1 Fahrzeug in Ihren Favoriten.' : `${count} Fahrzeuge in Ihren Favoriten.`,
} satisfies typeof fr
