import type { IllustrationName } from './illustrations.ts'

/** The demo news articles: editorial copy only; pages-news.ts turns them into stories. */
export type ArticleCopy = {
  slug: string
  title: string
  teaser: string
  date: string
  image: IllustrationName
  imageAlt: string
  category: 'Nouveautés' | 'Conseils' | 'Vie du groupe' | 'Événements' | 'Entreprises'
  brand?: string
  paragraphs: string[]
  points?: string[]
}

export const articles: ArticleCopy[] = [
  {
    slug: 'autofestival-2026-nos-offres',
    title: 'Autofestival 2026 : nos offres prolongées jusqu’à fin février',
    teaser: 'Remises salon, reprise majorée et leasing à taux réduit sur toute la gamme.',
    date: '2026-01-24 09:00',
    image: 'article-salon-auto',
    imageAlt: 'Showroom décoré pour l’Autofestival',
    category: 'Événements',
    paragraphs: [
      'Comme chaque année, l’Autofestival lance la saison automobile au Luxembourg. Dans nos cinq sites, les conditions salon s’appliquent à tous les véhicules neufs commandés avant le 28 février.',
      'Nos conseillers vous accueillent aussi le dimanche pendant toute la durée du salon, avec des essais sans rendez-vous.',
    ],
    points: [
      'Jusqu’à 4 000 € de remise selon les modèles',
      'Reprise majorée de 1 500 € sur les véhicules de plus de 8 ans',
      'Private lease à partir de 249 € par mois TVAC',
    ],
  },
  {
    slug: 'nouveau-kia-ev3-disponible-a-l-essai',
    title: 'Le nouveau Kia EV3 est disponible à l’essai',
    teaser:
      'Jusqu’à 600 km d’autonomie WLTP dans un SUV compact : venez le découvrir à Niederkorn et Bertrange.',
    date: '2026-02-18 10:30',
    image: 'article-ev3',
    imageAlt: 'SUV électrique en charge',
    category: 'Nouveautés',
    brand: 'kia',
    paragraphs: [
      'Le Kia EV3 apporte la technologie de l’EV9 dans un format compact idéal pour la ville comme pour les trajets frontaliers. Sa batterie de 81,4 kWh se recharge de 10 à 80 % en 31 minutes sur une borne rapide.',
      'Nos deux véhicules de démonstration sont disponibles pour des essais d’une demi-journée. Réservez votre créneau en ligne ou passez en concession.',
    ],
  },
  {
    slug: 'pneus-hiver-au-luxembourg-ce-que-dit-la-loi',
    title: 'Pneus hiver au Luxembourg : ce que dit la loi',
    teaser:
      'Obligation, marquage, profondeur minimale : tout ce qu’il faut savoir avant les premières gelées.',
    date: '2026-10-06 08:00',
    image: 'article-pneus-hiver',
    imageAlt: 'Pneus hiver empilés',
    category: 'Conseils',
    paragraphs: [
      'Au Grand-Duché, les pneus hiver sont obligatoires dès que les conditions sont hivernales : verglas, neige tassée, plaques de glace ou givre. Les pneus doivent porter le marquage M+S ou le symbole alpin.',
      'En cas de contrôle, le conducteur s’expose à un avertissement taxé et, en cas d’accident, sa responsabilité peut être engagée. Nous recommandons une profondeur de sculpture d’au moins 4 mm.',
    ],
    points: [
      'Marquage 3PMSF (symbole alpin) recommandé',
      'Profondeur légale minimale : 1,6 mm, conseillée : 4 mm',
      'Pression à vérifier tous les mois par temps froid',
    ],
  },
  {
    slug: 'notre-atelier-d-esch-s-agrandit',
    title: 'Notre atelier d’Esch-sur-Alzette s’agrandit',
    teaser:
      'Six nouveaux postes, une cabine de peinture et des horaires élargis dès le mois de mai.',
    date: '2026-04-14 11:00',
    image: 'article-atelier-esch',
    imageAlt: 'Nouvel atelier d’Esch-sur-Alzette',
    category: 'Vie du groupe',
    paragraphs: [
      'Après huit mois de travaux, l’atelier d’Esch-sur-Alzette passe de dix à seize postes de travail. La nouvelle cabine de peinture basse consommation réduit de moitié les délais de carrosserie.',
      'L’atelier ouvre désormais dès 7 h 00 du lundi au vendredi et le samedi matin, pour déposer votre véhicule avant le travail.',
    ],
  },
  {
    slug: 'flottes-d-entreprise-passer-a-l-electrique',
    title: 'Flottes d’entreprise : réussir le passage à l’électrique',
    teaser:
      'Recharge, fiscalité, car policy : les étapes pour électrifier votre flotte sans mauvaise surprise.',
    date: '2026-03-10 09:15',
    image: 'article-flotte',
    imageAlt: 'Flotte de voitures de société',
    category: 'Entreprises',
    paragraphs: [
      'Au Luxembourg, l’avantage en nature d’une voiture de société électrique est calculé à 0,5 % ou 0,6 % de sa valeur catalogue, contre 1,8 % pour un véhicule thermique. L’électrification devient donc un argument de recrutement.',
      'Notre équipe entreprises réalise un audit gratuit de vos trajets pour identifier les véhicules à remplacer en priorité et dimensionner les bornes de recharge sur vos parkings.',
    ],
  },
  {
    slug: 'bienvenue-a-nos-apprentis-2026',
    title: 'Bienvenue à nos quatorze apprentis',
    teaser: 'Mécatronique, carrosserie, vente : la promotion 2026 a fait sa rentrée.',
    date: '2026-09-15 14:00',
    image: 'article-apprentis',
    imageAlt: 'Groupe d’apprentis dans l’atelier',
    category: 'Vie du groupe',
    paragraphs: [
      'Quatorze jeunes ont rejoint nos ateliers et showrooms pour préparer leur DAP ou leur DT. Chacun est accompagné par un tuteur expérimenté pendant toute la durée de sa formation.',
      'Vous souhaitez rejoindre la promotion 2027 ? Les candidatures sont ouvertes dès le mois de janvier sur notre page carrières.',
    ],
  },
  {
    slug: 'tout-savoir-sur-la-recharge-a-domicile',
    title: 'Tout savoir sur la recharge à domicile',
    teaser: 'Wallbox, puissance, aides de l’État : notre guide pour recharger chez soi.',
    date: '2026-05-05 08:30',
    image: 'article-recharge',
    imageAlt: 'Borne murale de recharge',
    category: 'Conseils',
    paragraphs: [
      'Une wallbox de 11 kW recharge la plupart des voitures électriques en une nuit. L’installation doit être réalisée par un électricien agréé et déclarée au gestionnaire de réseau.',
      'Le programme Klimabonus peut prendre en charge une partie de l’achat et de l’installation d’une borne intelligente. Nos conseillers vous orientent vers nos installateurs partenaires.',
    ],
  },
  {
    slug: 'ford-transit-custom-au-centre-vmal',
    title: 'Le Ford Transit Custom débarque au centre VMAL',
    teaser:
      'Hybride rechargeable ou 100 % électrique, il est exposé à Contern avec plusieurs aménagements.',
    date: '2026-06-02 09:00',
    image: 'article-utilitaires',
    imageAlt: 'Fourgon utilitaire au centre VMAL',
    category: 'Nouveautés',
    brand: 'ford',
    paragraphs: [
      'Le nouveau Transit Custom est disponible en versions diesel, hybride rechargeable et E-Transit Custom 100 % électrique. Trois véhicules aménagés sont exposés au centre VMAL de Contern.',
      'Les artisans peuvent l’essayer chargé, sur un parcours de 20 km, sur simple rendez-vous.',
    ],
  },
  {
    slug: 'occasions-garantie-24-mois',
    title: 'Nos occasions désormais garanties jusqu’à 24 mois',
    teaser: 'Contrôle en 110 points et garantie étendue sur tout le stock du centre de Windhof.',
    date: '2026-07-01 10:00',
    image: 'article-occasion-garantie',
    imageAlt: 'Certificat de garantie',
    category: 'Vie du groupe',
    paragraphs: [
      'Tous les véhicules d’occasion de moins de huit ans vendus par le centre de Windhof bénéficient désormais d’une garantie de 12 mois, extensible à 24 mois.',
      'Chaque véhicule passe un contrôle en 110 points et est livré avec son historique d’entretien complet.',
    ],
  },
  {
    slug: 'portes-ouvertes-bertrange-septembre',
    title: 'Portes ouvertes à Bertrange les 19 et 20 septembre',
    teaser: 'Essais, animations pour les enfants et démonstrations à l’atelier.',
    date: '2026-09-01 12:00',
    image: 'article-journee-portes-ouvertes',
    imageAlt: 'Journée portes ouvertes au showroom',
    category: 'Événements',
    paragraphs: [
      'Le temps d’un week-end, notre concession de Bertrange ouvre les portes de son atelier : démonstrations de diagnostic, présentation de la cabine de peinture et quiz sécurité routière.',
      'Toute la gamme électrique est disponible à l’essai et un food truck local régale petits et grands.',
    ],
  },
  {
    slug: 'corvette-e-ray-arrive-a-bertrange',
    title: 'La Corvette E-Ray arrive à Bertrange',
    teaser:
      'La première Corvette hybride à transmission intégrale est exposée dans notre showroom.',
    date: '2026-08-20 16:00',
    image: 'article-corvette',
    imageAlt: 'Coupé sportif sur la route',
    category: 'Nouveautés',
    brand: 'corvette',
    paragraphs: [
      'Avec son V8 de 6,2 litres associé à un moteur électrique sur l’essieu avant, la Corvette E-Ray développe 655 ch et passe de 0 à 100 km/h en 2,6 secondes.',
      'Un modèle d’exposition est visible à Bertrange jusqu’à la fin de l’année. Les essais se font sur rendez-vous avec notre spécialiste Corvette.',
    ],
  },
  {
    slug: 'mg-cyberster-roadster-electrique',
    title: 'MG Cyberster : le roadster électrique à l’essai',
    teaser: 'Portes en élytre, 510 ch et 443 km d’autonomie : le Cyberster est à Niederkorn.',
    date: '2026-05-22 10:00',
    image: 'article-mg-cyberster',
    imageAlt: 'Roadster électrique',
    category: 'Nouveautés',
    brand: 'mg',
    paragraphs: [
      'Le MG Cyberster renoue avec l’héritage des roadsters britanniques de la marque, en version 100 % électrique. Sa version GT à deux moteurs développe 510 ch.',
      'Réservez votre essai à Niederkorn : nous vous proposons un parcours sur les routes de la vallée de la Chiers.',
    ],
  },
  {
    slug: 'avantage-en-nature-voiture-de-societe-2026',
    title: 'Voiture de société : l’avantage en nature en 2026',
    teaser: 'Les taux applicables selon la motorisation et les émissions de CO2.',
    date: '2026-01-12 08:00',
    image: 'article-avantage-fiscal',
    imageAlt: 'Calcul fiscal sur un document',
    category: 'Entreprises',
    paragraphs: [
      'L’avantage en nature d’une voiture de société mise à disposition d’un salarié est imposé chaque mois selon un pourcentage de la valeur catalogue du véhicule, TVA et options comprises.',
      'Le barème dépend de la motorisation et des émissions de CO2 WLTP. Les véhicules électriques bénéficient du taux le plus bas.',
    ],
    points: [
      'Électrique (consommation ≤ 18 kWh/100 km) : 0,5 %',
      'Électrique (> 18 kWh/100 km) : 0,6 %',
      'Hybride rechargeable ≤ 50 g/km : 1,8 %',
      'Thermique : de 1,8 % à 2,6 % selon le CO2',
    ],
  },
]
