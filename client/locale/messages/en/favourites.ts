import type fr from '../fr/favourites.ts'

/** The favourites' text in German (client/features/favourites). */
export default {
  add: 'Zu Favoriten hinzufügen: ',
  removed: (count: number) =>
    count === 1
      ? '1 Fahrzeug wurde aus Ihren Favoriten entfernt, da es nicht mehr verfügbar ist.'
      : `${count} Fahrzeuge wurden aus Ihren Favoriten entfernt, da sie nicht mehr verfügbar sind.`,
} satisfies typeof fr
