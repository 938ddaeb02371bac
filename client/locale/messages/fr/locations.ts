/**
 * The dealerships' text in French (client/features/locations): the dealer search, list, map,
 * contact links, staff cards and opening hours (the appointment booking's is in
 * appointment-booking.ts). Pieces around a value render as they did before, each its own text.
 */
export default {
  /** Spec §8: the dealer search's message when nothing matches. */
  notFound: "L'établissement n'a pas été trouvé",
  count: (count: number): string => (count === 1 ? '1 concession' : `${count} concessions`),
  showAll: 'Afficher toutes les concessions',
  empty:
    'Vérifiez l’orthographe de la localité ou du code postal, ou choisissez une autre marque ou un autre service.',
  mapLabel: 'Carte des concessions',
  /** Each service's label, by slug (client/domain/location.ts). */
  services: {
    sales: 'Vente de véhicules neufs',
    used: "Véhicules d'occasion",
    'commercial-vehicles': 'Véhicules utilitaires',
    workshop: 'Atelier et service après-vente',
    bodywork: 'Carrosserie',
    tyres: 'Pneus et gardiennage',
    parts: 'Pièces et accessoires',
    rental: 'Location de véhicules',
    leasing: 'Leasing',
    financing: 'Financement',
    fleet: 'Gestion de flotte',
  },
  search: {
    query: 'Localité, code postal ou nom',
    placeholder: 'ex. Esch-sur-Alzette, 8070',
    brand: 'Marque',
    allBrands: 'Toutes les marques',
    service: 'Service',
    allServices: 'Tous les services',
    submit: 'Rechercher',
  },
  map: {
    withJavaScript:
      'La carte interactive s’affiche avec JavaScript. Toutes les adresses figurent dans la liste.',
    loading: 'Chargement de la carte…',
    failed: 'La carte n’a pas pu être chargée. Toutes les adresses figurent dans la liste.',
    tilesAfterConsent:
      'Le fond de carte s’affichera après votre accord pour les services fonctionnels.',
    tilesUnavailable:
      'Le fond de carte est momentanément indisponible ; les concessions restent indiquées.',
    open: 'Voir la concession',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
  },
  allBrandsUsed: 'Occasions toutes marques',
  call: (name: string, phone: string) => `Appeler ${name} au ${phone}`,
  phone: (phone: string) => `Téléphone : ${phone}`,
  email: 'E-mail : ',
  directions: (name: string) => `Itinéraire vers ${name} (Google Maps, nouvel onglet)`,
  directionsShort: 'Itinéraire',
  writeTo: { before: 'Écrire à ', after: ' : ' },
  closures: 'Prochaines fermetures',
  closureSeparator: ' : ',
  showHours: 'Voir les horaires d’ouverture',
}
