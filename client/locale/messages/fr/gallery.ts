/** The picture gallery's text in French (client/features/gallery). */
export default {
  position: (number: number, count: number) => `Photo ${number} sur ${count}`,
  enlarge: (alt: string, position: string) => `${alt} – agrandir (${position})`,
  show: (number: number, count: number, alt: string) =>
    `Afficher la photo ${number} sur ${count} : ${alt}`,
  previous: 'Précédente',
  next: 'Suivante',
  close: 'Fermer',
}
