import type fr from '../fr/navigation.ts'

/** The site's fixed frame in English: main navigation, footer columns, top bar (client/config/navigation.ts). */
export default {
  topBar: 'Our showrooms are open on Saturdays from 9am to 5pm',
  main: {
    stock: 'Our stock',
    brands: 'Brands',
    privateLease: 'Private lease',
    businessLease: 'Business',
    services: 'Services',
    locations: 'Dealerships',
    news: 'News',
    contact: 'Contact us',
  },
  footerTitles: {
    vehicles: 'Cars and vans',
    services: 'Services',
    business: 'Business',
    group: 'About the group',
  },
  footer: {
    stock: 'New and used cars',
    usedCarCentre: 'Used car centre',
    brands: 'Our brands',
    compare: 'Compare vehicles',
    favourites: 'My favourites',
    testDrive: 'Book a test drive',
    workshop: 'Workshop and servicing',
    tyres: 'Tyres and tyre storage',
    bodywork: 'Bodywork',
    dentsAndPaint: 'Dent repair and paintwork',
    parts: 'Parts and accessories',
    financing: 'Finance',
    businessServices: 'Services for businesses',
    businessLease: 'Business leasing',
    fleet: 'Fleet management',
    vans: 'Commercial vehicles',
    conversions: 'Vehicle conversions',
    locations: 'Our dealerships',
    history: 'Our history',
    careers: 'Careers',
    news: 'News',
    faq: 'FAQs',
    privacy: 'Privacy',
  },
  /** The networks' names on the footer's social links (the site-config story names the network). */
  social: {
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    x: 'X',
  },
  /** The footer's legal links (site-config story), named for assistive technology. */
  legal: 'Legal information',
} satisfies typeof fr
