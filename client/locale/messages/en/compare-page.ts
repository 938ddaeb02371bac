import type fr from '../fr/compare-page.ts'

/** The compare page's text in German (client/pages/compare). */
export default {
  title: 'Fahrzeuge vergleichen',
  noScript: {
    before:
      'Der Vergleich erfolgt in Ihrem Browser mit den Fahrzeugen, die Sie im Bestand auswählen: Dafür ist JavaScript erforderlich. Aktivieren Sie es oder durchsuchen Sie unseren',
    link: 'Fahrzeugbestand',
    after: '.',
  },
  error: {
    before:
      'Ihre Auswahl konnte nicht geladen werden. Versuchen Sie es gleich noch einmal oder kehren Sie zum',
    link: 'Bestand',
    after: ' zurück.',
  },
  selected: (title: string, trim: string) => ['Ausgewählt: ', title, ' ', trim, '.'],
  browseStock: 'Bestand durchsuchen',
} satisfies typeof fr
