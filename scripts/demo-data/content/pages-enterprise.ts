import { locations } from '../locations.ts'
import type { ContentContext } from './builder.ts'
import { asset, doc, h, storyLink, ul } from './fields.ts'
import { img } from './illustrations.ts'
import { cardGrid, form, hero, imageContent, page, seo } from './snippets.ts'

/** The `entreprise/*` pages. */

const publishedAt = '2026-10-12T08:00:00.000Z'

export function enterprisePages(ctx: ContentContext) {
  const fleetAdviser = locations
    .flatMap((location) => location.employees)
    .find((employee) => employee.role.includes('flottes'))
  ctx.nameFolder('entreprise', 'Entreprise')
  ctx.story({
    slug: 'entreprise/services-aux-entreprises',
    name: 'Services aux entreprises',
    publishedAt,
    content: page(
      [
        hero(ctx, {
          title: 'Un partenaire mobilité pour votre entreprise',
          subtitle:
            'De l’indépendant à la flotte de 500 véhicules, nous gérons l’achat, le leasing, l’entretien et le remplacement de vos véhicules.',
          image: img('banniere-entreprise', 'Quartier d’affaires et véhicules'),
        }),
        cardGrid(ctx, 'card_grid_full_width', {
          title: 'Nos solutions professionnelles',
          cards: [
            {
              title: 'Gestion de flotte',
              text: 'Un tableau de bord unique pour vos contrats, entretiens, sinistres et coûts.',
              image: img('carte-flotte', 'Flotte de voitures'),
              link: storyLink('entreprise/gestion-de-flotte'),
              linkLabel: 'Découvrir',
            },
            {
              title: 'Fleet leasing',
              text: 'Des contrats de leasing opérationnel multimarques, négociés pour vous.',
              image: img('carte-leasing', 'Contrat de leasing'),
              link: storyLink('entreprise/fleet-leasing'),
              linkLabel: 'Découvrir',
            },
            {
              title: 'Véhicules utilitaires',
              text: 'Fourgons, pick-up et ludospaces, livrés aménagés et prêts à travailler.',
              image: img('carte-utilitaires', 'Fourgon utilitaire'),
              link: storyLink('entreprise/vehicules-utilitaires'),
              linkLabel: 'Découvrir',
            },
            {
              title: 'Transformation de véhicules',
              text: 'Aménagements intérieurs, plateaux, frigorifiques et marquage.',
              image: img('carte-transformation', 'Fourgon en cours de transformation'),
              link: storyLink('entreprise/transformation-de-vehicules'),
              linkLabel: 'Découvrir',
            },
          ],
        }),
        form(ctx, 'fleet', {
          title: 'Parlons de votre flotte',
          intro: 'Décrivez vos besoins, un conseiller entreprises vous répond sous 24 heures.',
        }),
      ],
      seo(
        'Services aux entreprises – Autosphère Luxembourg',
        'Solutions de mobilité pour entreprises au Luxembourg : gestion de flotte, fleet leasing, véhicules utilitaires et transformation.'
      )
    ),
  })
  const sections = [
    {
      slug: 'gestion-de-flotte',
      name: 'Gestion de flotte',
      banner: 'banniere-flotte' as const,
      title: 'Gestion de flotte : moins de temps perdu, des coûts maîtrisés',
      lead: 'Nous prenons en charge le cycle de vie complet de vos véhicules : commande, immatriculation, entretiens, sinistres, pneus et restitution.',
      points: [
        'Un gestionnaire de compte dédié',
        'Un reporting mensuel des coûts par véhicule',
        'Des véhicules de remplacement garantis',
        'La collecte et la livraison sur votre site',
      ],
    },
    {
      slug: 'fleet-leasing',
      name: 'Fleet leasing',
      banner: 'banniere-leasing' as const,
      title: 'Fleet leasing multimarque',
      lead: 'Comparez les offres de douze marques dans un seul contrat-cadre et laissez vos collaborateurs choisir dans votre car policy.',
      points: [
        'Contrats de 24 à 60 mois',
        'Kilométrage ajustable en cours de contrat',
        'Entretien, assurance et pneus inclus',
        'Prix HTVA, TVA récupérable selon votre activité',
      ],
    },
    {
      slug: 'vehicules-utilitaires',
      name: 'Véhicules utilitaires',
      banner: 'banniere-utilitaires' as const,
      title: 'Des utilitaires prêts à travailler',
      lead: 'Notre centre VMAL de Contern est dédié aux professionnels : Ford Transit, Opel Vivaro, Fiat Doblo et bien d’autres, en stock et aménagés.',
      points: [
        'Plus de 40 utilitaires en stock',
        'Atelier poids lourds jusqu’à 3,5 t',
        'Horaires étendus pour les artisans',
        'Véhicule de prêt pendant l’entretien',
      ],
    },
    {
      slug: 'transformation-de-vehicules',
      name: 'Transformation de véhicules',
      banner: 'banniere-transformation' as const,
      title: 'Transformation et aménagement sur mesure',
      lead: 'Avec nos carrossiers partenaires, nous transformons votre utilitaire selon votre métier, homologation comprise.',
      points: [
        'Aménagements bois et aluminium',
        'Bennes, plateaux et grues',
        'Caissons frigorifiques',
        'Marquage et covering à vos couleurs',
      ],
    },
  ]
  for (const section of sections) {
    const extra =
      section.slug === 'vehicules-utilitaires'
        ? [
            ctx.block('stock_overview', {
              title: 'Utilitaires disponibles',
              brand: '',
              model: '',
              fuel: '',
              body_style: 'company_car',
              location: 'vmal',
              condition: 'all',
              show_filters: true,
            }),
            ctx.block('location_employee_list', { location: 'vmal', title: 'L’équipe VMAL' }),
          ]
        : section.slug === 'gestion-de-flotte' && fleetAdviser
          ? [
              ctx.block('employees', {
                title: 'Votre contact entreprises',
                intro: '',
                layout: 'cards',
                employees: [
                  ctx.block('employee', {
                    name: fleetAdviser.name,
                    job_title: fleetAdviser.role,
                    photo: asset(fleetAdviser.photo, `Portrait de ${fleetAdviser.name}`),
                    email: fleetAdviser.email,
                    phone: fleetAdviser.phone,
                    location: 'bertrange',
                    quote: 'Je vous aide à bâtir une car policy simple, équitable et maîtrisée.',
                  }),
                ],
              }),
            ]
          : []
    ctx.story({
      slug: `entreprise/${section.slug}`,
      name: section.name,
      publishedAt,
      content: page(
        [
          hero(ctx, {
            title: section.title,
            subtitle: section.lead,
            image: img(section.banner, section.name),
            height: 'small',
          }),
          imageContent(ctx, {
            title: 'Ce que nous faisons pour vous',
            text: doc(h(3, 'Nos engagements'), ul(...section.points.map((point) => [point]))),
            image: img('carte-entreprise', 'Bureaux et véhicules d’entreprise'),
            position: 'right',
          }),
          ...extra,
          form(ctx, section.slug === 'fleet-leasing' ? 'business_lease' : 'fleet', {
            title: 'Demander une offre',
            intro: 'Un conseiller entreprises vous recontacte sous 24 heures ouvrables.',
          }),
        ],
        seo(`${section.name} – Autosphère Entreprises`, section.lead)
      ),
    })
  }
}
