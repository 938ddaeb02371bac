import { withFullStop } from '../../sentence.ts'

/**
 * The titles, descriptions and breadcrumbs the Worker's loaders give the catalogue pages in
 * French: a vehicle, a brand's models, a model, a dealership, the lead form pages of a vehicle or
 * a model (worker/pages/loaders/), and the home crumb of content pages.
 */
export default {
  /** A price with its VAT suffix in the page's language (client/locale/price-suffix.ts). */
  price: (price: string, suffix: string) => `${price} ${suffix}`.trim(),
  crumbs: {
    home: 'Accueil',
    stock: 'Stock',
    models: 'Modèles',
    locations: 'Nos concessions',
  },
  vehicle: {
    description: (vehicle: {
      category: string
      name: string
      year: number | string
      mileage: string
      fuel: string
      price: string
      suffix: string
      location: string
    }) =>
      `${vehicle.category} ${vehicle.name}, ${vehicle.year}, ${vehicle.mileage}, ${vehicle.fuel.toLowerCase()} : ${vehicle.price} ${vehicle.suffix} chez ${vehicle.location}.`,
    /** A sold vehicle's page (410). */
    soldTitle: (name: string) => `${name} – vendu`,
    soldDescription: (name: string, model: string) =>
      `Ce ${name} a été vendu. Découvrez nos véhicules similaires et tous nos ${model} en stock au Luxembourg.`,
  },
  brandModels: {
    title: (brand: string) => `Modèles ${brand}`,
    description: (brand: string, count: number) =>
      `Toute la gamme ${brand} au Luxembourg : ${count} modèles, prix TVAC et leasing, disponibles chez Autosphère.`,
  },
  model: {
    description: (name: string, tagline: string, price: string, suffix: string) =>
      withFullStop(`${name} : ${tagline} Dès ${price} ${suffix}`),
  },
  location: {
    description: (name: string, address: string) =>
      `${name}, ${address} : horaires du showroom et de l’atelier, conseillers, véhicules en stock et rendez-vous.`,
  },
  vehicleForms: {
    testDrive: {
      heading: 'Demander un essai routier',
      intro:
        'Choisissez la date et le créneau qui vous conviennent : un conseiller vous confirme le rendez-vous.',
      crumb: 'Essai routier',
    },
    lease: {
      heading: 'Demander cette offre de leasing',
      intro:
        'Vérifiez la configuration choisie et laissez-nous vos coordonnées : un conseiller vous envoie l’offre de leasing de ce véhicule.',
    },
    interest: {
      heading: 'Ce véhicule m’intéresse',
      intro:
        'Laissez-nous vos coordonnées : un conseiller vous recontacte avec toutes les informations sur ce véhicule.',
      crumb: 'Demande d’information',
    },
    back: 'Retour au véhicule',
    title: (heading: string, vehicle: string) => `${heading} : ${vehicle}`,
    description: (intro: string, vehicle: string, price: string) =>
      withFullStop(`${intro} ${vehicle}, ${price}`),
  },
  modelForms: {
    testDrive: {
      heading: (model: string) => `Essayer la ${model}`,
      intro:
        'Choisissez la concession, la date et le créneau : un conseiller vous confirme le rendez-vous.',
      crumb: 'Essai',
    },
    contact: {
      heading: (model: string) => `Une question sur la ${model} ?`,
      intro: 'Écrivez-nous : un conseiller de la concession de votre choix vous répond rapidement.',
      crumb: 'Contact',
    },
    back: (model: string) => `Retour à la ${model}`,
    priceFrom: (price: string, suffix: string) => `à partir de ${price} ${suffix}`,
  },
}
