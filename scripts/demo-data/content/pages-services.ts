import type { ContentContext } from './builder.ts'
import { bold, doc, p, storyLink, table, ul } from './fields.ts'
import { img, type IllustrationName } from './illustrations.ts'
import {
  button,
  cardGrid,
  form,
  globalReference,
  hero,
  imageContent,
  page,
  seo,
} from './snippets.ts'

/** `services/*`, the tyre forms, the test-drive booking and the contact page. */

const publishedAt = '2026-09-28T09:00:00.000Z'

type Service = {
  slug: string
  name: string
  banner: IllustrationName
  title: string
  lead: string
  body: (ctx: ContentContext) => ReturnType<ContentContext['block']>[]
}

const services: Service[] = [
  {
    slug: 'leasing',
    name: 'Leasing',
    banner: 'banniere-leasing',
    title: 'Le leasing, simplement expliqué',
    lead: 'Private lease, leasing financier ou location longue durée : choisissez la formule qui correspond à votre usage.',
    body: (ctx) => [
      imageContent(ctx, {
        title: 'Leasing opérationnel ou financier ?',
        text: doc(
          p(
            bold('Le leasing opérationnel'),
            ' (private ou business lease) regroupe le véhicule et tous les services dans une mensualité fixe. Vous rendez le véhicule en fin de contrat.'
          ),
          p(
            bold('Le leasing financier'),
            ' finance l’usage du véhicule avec une valeur résiduelle : en fin de contrat, vous pouvez lever l’option d’achat.'
          )
        ),
        image: img('carte-leasing', 'Deux contrats de leasing'),
        buttons: [button(ctx, 'Offres private lease', storyLink('private-lease'))],
      }),
      ctx.block('financial_lease_calculator', {
        title: 'Simulez votre leasing financier',
        intro: 'Ajustez le prix, la durée et l’acompte : la mensualité se calcule instantanément.',
        default_price: 35000,
        default_duration: 48,
        default_deposit: 5000,
        default_residual_percent: 25,
        interest_rate: '4.9',
        disclaimer:
          'Exemple non contractuel, TAEG indicatif 4,9 %, sous réserve d’acceptation du dossier.',
      }),
    ],
  },
  {
    slug: 'carrosserie',
    name: 'Carrosserie',
    banner: 'banniere-carrosserie',
    title: 'Carrosserie agréée toutes assurances',
    lead: 'Accrochage, grêle ou sinistre important : notre carrosserie d’Esch-sur-Alzette remet votre véhicule à neuf et gère le dossier avec votre assureur.',
    body: (ctx) => [
      imageContent(ctx, {
        title: 'Un sinistre ? Nous nous occupons de tout',
        text: doc(ol3()),
        image: img('carte-carrosserie', 'Carrossier au travail'),
        position: 'right',
      }),
      ctx.block('lightbox', {
        title: 'Notre atelier de carrosserie',
        columns: 4,
        images: [
          img('galerie-atelier-1', 'Poste de préparation'),
          img('galerie-atelier-2', 'Cabine de peinture'),
          img('galerie-atelier-3', 'Contrôle de la géométrie'),
          img('galerie-atelier-4', 'Stock de pièces d’origine'),
        ],
      }),
      form(ctx, 'bodywork_quote', {
        title: 'Demander un devis carrosserie',
        intro: 'Joignez quelques photos des dégâts : devis sous 48 heures.',
        location: 'esch-sur-alzette',
      }),
    ],
  },
  {
    slug: 'pneus-et-gardiennage',
    name: 'Pneus et gardiennage',
    banner: 'banniere-pneus',
    title: 'Pneus et gardiennage',
    lead: 'Au Luxembourg, les pneus hiver sont obligatoires par conditions hivernales. Nous montons, équilibrons et stockons vos pneus entre deux saisons.',
    body: (ctx) => [
      imageContent(ctx, {
        title: 'Nos tarifs de service',
        text: doc(
          p('Prix TVAC par jeu de quatre roues, valables dans tous nos ateliers :'),
          table([
            ['Prestation', 'Jantes jusqu’à 17"', 'Jantes 18" et plus'],
            ['Changement de roues complètes', '49 €', '59 €'],
            ['Montage et équilibrage de pneus', '89 €', '119 €'],
            ['Gardiennage une saison', '65 €', '75 €'],
          ])
        ),
        image: img('carte-pneus', 'Pile de pneus'),
        position: 'left',
      }),
      ctx.block('embedded_appointment_grid', {
        title: 'Réservez votre changement de pneus',
        intro: 'Choisissez votre site :',
        locations: ['bertrange', 'niederkorn', 'esch-sur-alzette', 'vmal'],
        service: 'tyres',
      }),
      ctx.block('iframe', {
        title: 'Catalogue de pneus de notre partenaire',
        url: 'https://catalogue.pneus-partenaire.example/autosphere',
        height: 720,
      }),
      cardGrid(ctx, 'card_grid_small', {
        cards: [
          {
            title: 'Demande d’offre pneus',
            text: 'Recevez un prix pour vos dimensions.',
            link: storyLink('formulaires/demande-offre-pneus'),
            linkLabel: 'Demander une offre',
          },
          {
            title: 'Rendez-vous en ligne',
            text: 'Un créneau en deux clics.',
            link: storyLink('formulaires/prise-de-rendez-vous-pneus-roues'),
            linkLabel: 'Réserver',
          },
        ],
      }),
    ],
  },
  {
    slug: 'financement',
    name: 'Financement',
    banner: 'banniere-financement',
    title: 'Financer votre véhicule',
    lead: 'Crédit classique, leasing financier ou ballon : nos conseillers comparent pour vous les offres de nos partenaires bancaires luxembourgeois.',
    body: (ctx) => [
      ctx.block('financial_lease_calculator', {
        title: 'Calculez votre mensualité',
        intro: '',
        default_price: 28000,
        default_duration: 60,
        default_deposit: 3000,
        default_residual_percent: 20,
        interest_rate: '4.5',
        disclaimer: 'Simulation indicative. Un crédit vous engage et doit être remboursé.',
      }),
      globalReference(ctx, 'global/reprise'),
      ctx.block('embedded_video', {
        title: 'Le leasing financier en deux minutes',
        provider: 'vimeo',
        video_id: '824791365',
        caption: 'Notre responsable financement répond aux questions les plus fréquentes.',
      }),
    ],
  },
  {
    slug: 'service-apres-vente',
    name: 'Service après-vente',
    banner: 'banniere-atelier',
    title: 'Service après-vente et entretien',
    lead: 'Révisions constructeur, diagnostic électronique, climatisation, freins : nos ateliers agréés entretiennent votre véhicule sans affecter sa garantie.',
    body: (ctx) => [
      ctx.block('embedded_appointment_grid', {
        title: 'Prendre rendez-vous à l’atelier',
        intro: 'Sélectionnez votre concession pour voir les créneaux disponibles.',
        locations: [],
        service: 'workshop',
      }),
      cardGrid(ctx, 'card_grid', {
        title: 'Nos prestations',
        cards: [
          {
            title: 'Révision constructeur',
            text: 'Selon le carnet d’entretien, avec pièces d’origine.',
            image: img('carte-atelier', 'Révision sur pont'),
          },
          {
            title: 'Véhicules électriques',
            text: 'Techniciens habilités haute tension, contrôle de batterie.',
            image: img('carte-electrique', 'Borne de recharge'),
          },
          {
            title: 'Contrôle technique',
            text: 'Préparation et présentation au contrôle SNCT.',
            image: img('carte-rendez-vous', 'Calendrier de rendez-vous'),
          },
        ],
      }),
    ],
  },
  {
    slug: 'vente-de-pieces-et-accessoires',
    name: 'Vente de pièces et accessoires',
    banner: 'banniere-pieces',
    title: 'Pièces et accessoires d’origine',
    lead: 'Porte-vélos, barres de toit, tapis, chaînes à neige ou câbles de recharge : commandez au comptoir de votre concession, montage possible sur place.',
    body: (ctx) => [
      cardGrid(ctx, 'card_grid_masonry', {
        title: 'Nos univers d’accessoires',
        cards: [
          {
            title: 'Transport et loisirs',
            text: 'Barres de toit, coffres, porte-vélos pour attelage.',
            image: img('galerie-atelier-4', 'Accessoires de transport'),
          },
          {
            title: 'Hiver',
            text: 'Chaînes, chaussettes à neige, jantes hiver.',
            image: img('carte-pneus', 'Jantes hiver'),
          },
          {
            title: 'Recharge',
            text: 'Câbles type 2, wallbox et installation par un partenaire agréé.',
            image: img('carte-electrique', 'Câble de recharge'),
            badge: 'Nouveau',
          },
          {
            title: 'Confort et protection',
            text: 'Tapis sur mesure, protections de seuil, films solaires.',
          },
          {
            title: 'Pièces d’origine',
            text: 'Filtres, plaquettes, balais d’essuie-glace au prix constructeur.',
            image: img('carte-pieces', 'Engrenages et pièces'),
          },
        ],
      }),
    ],
  },
  {
    slug: 'debosselage-et-peinture',
    name: 'Débosselage et peinture',
    banner: 'banniere-debosselage',
    title: 'Débosselage sans peinture et retouches',
    lead: 'Grêle, bosses de parking ou rayures : le débosselage sans peinture préserve la peinture d’origine et réduit le temps d’immobilisation.',
    body: (ctx) => [
      imageContent(ctx, {
        title: 'La bonne technique pour chaque dégât',
        text: doc(
          ul(
            ['Débosselage sans peinture pour les petits impacts et la grêle'],
            ['Smart repair pour les rayures et éclats localisés'],
            ['Peinture en cabine pour les dégâts plus importants']
          )
        ),
        image: img('carte-carrosserie', 'Débosselage d’une portière'),
        buttons: [button(ctx, 'Demander un devis', storyLink('services/carrosserie'))],
      }),
      ctx.block('carousel', {
        title: 'Avant / après',
        autoplay: false,
        slides: [
          ctx.block('carousel_slide', {
            image: img('galerie-atelier-2', 'Portière avant débosselage'),
            title: 'Impact de grêle sur capot',
            text: 'Réparé en 4 heures, sans peinture.',
            link_label: '',
          }),
          ctx.block('carousel_slide', {
            image: img('galerie-atelier-1', 'Aile arrière après réparation'),
            title: 'Rayure profonde sur aile',
            text: 'Smart repair, véhicule rendu le jour même.',
            link_label: '',
          }),
        ],
      }),
    ],
  },
]

function ol3() {
  return {
    type: 'ordered_list',
    attrs: { order: 1 },
    content: [
      'Déclarez le sinistre et déposez votre véhicule.',
      'Nous établissons l’expertise avec votre assureur.',
      'Réparation avec pièces d’origine et véhicule de remplacement.',
    ].map((text) => ({ type: 'list_item', content: [p(text)] })),
  }
}

export function servicePages(ctx: ContentContext) {
  ctx.nameFolder('services', 'Services')
  for (const service of services) {
    ctx.story({
      slug: `services/${service.slug}`,
      name: service.name,
      publishedAt,
      content: page(
        [
          hero(ctx, {
            title: service.title,
            subtitle: service.lead,
            image: img(service.banner, service.name),
            height: 'small',
          }),
          ...service.body(ctx),
        ],
        seo(`${service.name} – Autosphère Luxembourg`, service.lead)
      ),
    })
  }
}
