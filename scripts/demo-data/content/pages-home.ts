import { locations } from '../locations.ts'
import type { ContentContext } from './builder.ts'
import { doc, p, pageLink, storyLink, urlLink } from './fields.ts'
import { img, type IllustrationName } from './illustrations.ts'
import { button, cardGrid, globalReference, hero, page, seo } from './snippets.ts'

/** The home page (`home-page`, served at `/`) and the home pages of the three dealerships. */

const publishedAt = '2026-10-02T06:30:00.000Z'

export function homePages(ctx: ContentContext) {
  ctx.nameFolder('home-page', 'Accueil')
  ctx.story({
    slug: 'home-page',
    startpage: true,
    name: 'Accueil',
    publishedAt,
    path: '/',
    content: page(
      [
        hero(ctx, {
          title: 'Votre prochaine voiture vous attend au Luxembourg',
          subtitle:
            '12 marques, plus de 1 500 véhicules neufs et d’occasion, cinq sites entre Bertrange, Niederkorn, Esch-sur-Alzette, Windhof et Contern.',
          image: img('banniere-accueil', 'Route de campagne au coucher du soleil avec une voiture'),
          height: 'large',
          buttons: [
            button(ctx, 'Voir le stock', pageLink('stock')),
            button(ctx, 'Réserver un essai', storyLink('reserver-un-essai'), 'secondary'),
          ],
        }),
        ctx.block('stock_quick_entry', {
          title: 'Que recherchez-vous ?',
          entry_type: 'body_style',
          brands: [],
        }),
        ctx.block('brand_logos', { title: 'Nos marques', brands: [] }),
        cardGrid(ctx, 'card_grid', {
          title: 'Tout pour votre mobilité, sous un même toit',
          intro:
            'Achat, leasing, entretien ou carrosserie : nos équipes vous accompagnent pendant toute la vie de votre véhicule.',
          cards: [
            {
              title: 'Véhicules d’occasion garantis',
              text: 'Plus de 150 occasions contrôlées sur 110 points, garanties jusqu’à 24 mois.',
              image: img('carte-occasions', 'Rangée de voitures d’occasion'),
              link: storyLink('centre-de-vehicules-d-occasion'),
              linkLabel: 'Découvrir',
            },
            {
              title: 'Private lease tout compris',
              text: 'Une mensualité fixe : entretien, assurance, pneus et taxe inclus.',
              image: img('carte-leasing', 'Contrat de leasing signé'),
              link: storyLink('private-lease'),
              linkLabel: 'Voir les offres',
            },
            {
              title: 'Atelier toutes marques',
              text: 'Révisions constructeur, diagnostic et réparations par des techniciens certifiés.',
              image: img('carte-atelier', 'Voiture sur un pont élévateur'),
              link: storyLink('services/service-apres-vente'),
              linkLabel: 'Prendre rendez-vous',
            },
          ],
        }),
        cardGrid(ctx, 'card_grid_four_columns', {
          title: 'Pourquoi choisir Autosphère ?',
          background: 'light',
          cards: [
            {
              title: 'Cinq sites',
              text: 'Un interlocuteur près de chez vous, du nord au sud du pays.',
            },
            {
              title: 'Reprise immédiate',
              text: 'Estimation gratuite et déduction directe sur votre achat.',
            },
            {
              title: 'Financement sur mesure',
              text: 'Crédit, leasing ou location longue durée, selon votre budget.',
            },
            {
              title: 'Mobilité garantie',
              text: 'Véhicule de remplacement pendant les travaux à l’atelier.',
            },
          ],
        }),
        ctx.block('stock_preview', {
          title: 'Nos occasions du moment',
          brand: '',
          model: '',
          fuel: '',
          body_style: '',
          location: '',
          condition: 'used',
          count: 8,
          link: pageLink('stock'),
          link_label: 'Voir tout le stock',
        }),
        globalReference(ctx, 'global/reprise'),
        ctx.block('article_latest', {
          title: 'Actualités du groupe',
          count: 3,
          tag: '',
          overview_link: storyLink('news'),
        }),
      ],
      seo(
        'Autosphère Luxembourg – voitures neuves, occasions et leasing',
        'Concessionnaire multimarque au Luxembourg : Ford, Kia, Hyundai, Opel, Jeep, Fiat, MG et plus. Stock neuf et occasion, private lease, atelier et pneus.'
      )
    ),
  })

  const dealerPages: Array<{
    slug: string
    location: string
    banner: IllustrationName
    intro: string
    extra: 'lightbox' | 'carousel' | 'appointments'
  }> = [
    {
      slug: 'bertrange',
      location: 'bertrange',
      banner: 'banniere-bertrange',
      intro:
        'À deux pas de la route d’Arlon, notre plus grand showroom réunit dix marques sur 3 000 m². Notre atelier de douze postes accueille aussi bien votre citadine que votre utilitaire.',
      extra: 'lightbox',
    },
    {
      slug: 'niederkorn',
      location: 'niederkorn',
      banner: 'banniere-niederkorn',
      intro:
        'Au cœur du sud-ouest du pays, l’équipe de Niederkorn est spécialiste des marques Kia, Hyundai, Suzuki et MG, et de la mobilité électrique.',
      extra: 'carousel',
    },
    {
      slug: 'esch-sur-alzette',
      location: 'esch-sur-alzette',
      banner: 'banniere-esch',
      intro:
        'Notre site d’Esch-sur-Alzette regroupe vente, atelier et un centre de carrosserie agréé par les principales compagnies d’assurance.',
      extra: 'appointments',
    },
  ]

  for (const dealer of dealerPages) {
    const location = locations.find((entry) => entry.slug === dealer.location)
    if (!location) throw new Error(`Unknown dealership ${dealer.location}`)
    const town = location.address.town
    const extra =
      dealer.extra === 'lightbox'
        ? ctx.block('lightbox', {
            title: 'Visitez notre showroom',
            columns: 3,
            images: [
              img('galerie-showroom-1', `Showroom de ${town}, espace véhicules neufs`),
              img('galerie-showroom-2', `Showroom de ${town}, espace livraison`),
              img('galerie-showroom-3', `Parking d’essai de ${town}`),
            ],
          })
        : dealer.extra === 'carousel'
          ? ctx.block('carousel', {
              title: 'La concession en images',
              autoplay: false,
              slides: [
                ctx.block('carousel_slide', {
                  image: img('galerie-showroom-2', 'Accueil de la concession de Niederkorn'),
                  title: 'Un accueil six jours sur sept',
                  text: 'Du lundi au samedi, sans rendez-vous.',
                  link_label: '',
                }),
                ctx.block('carousel_slide', {
                  image: img('carte-electrique', 'Borne de recharge rapide'),
                  title: 'Bornes de recharge rapide',
                  text: 'Deux bornes 150 kW à disposition de nos clients.',
                  link: storyLink('news/tout-savoir-sur-la-recharge-a-domicile'),
                  link_label: 'En savoir plus',
                }),
                ctx.block('carousel_slide', {
                  image: img('galerie-atelier-1', 'Atelier de Niederkorn'),
                  title: 'Atelier certifié haute tension',
                  text: 'Nos techniciens sont habilités pour l’entretien des véhicules électriques.',
                  link_label: '',
                }),
              ],
            })
          : ctx.block('embedded_appointment_grid', {
              title: 'Prendre rendez-vous à Esch-sur-Alzette',
              intro:
                'Choisissez votre prestation, nous vous proposons les prochains créneaux libres.',
              locations: ['esch-sur-alzette'],
              service: 'bodywork',
            })
    ctx.story({
      slug: `home-page/${dealer.slug}`,
      name: location.name,
      publishedAt,
      content: page(
        [
          hero(ctx, {
            title: location.name,
            subtitle: `${location.address.street}, ${location.address.postcode} ${town} – ${location.phone}`,
            image: img(dealer.banner, `Façade de la ${location.name.toLowerCase()}`),
            buttons: [
              button(ctx, 'Prendre rendez-vous', storyLink('services/service-apres-vente')),
              button(
                ctx,
                'Nous appeler',
                urlLink(`tel:${location.phone.replaceAll(' ', '')}`, false),
                'secondary'
              ),
            ],
          }),
          ctx.block('location_intro', {
            location: dealer.location,
            title: `Bienvenue à ${town}`,
            // The block lists the dealership's brands by name beside the text.
            text: doc(p(dealer.intro)),
            image: img('galerie-showroom-1', `Intérieur du showroom de ${town}`),
          }),
          ctx.block('location_detail', {
            location: dealer.location,
            show_opening_hours: true,
            show_map: true,
          }),
          ctx.block('location_employee_cards', {
            location: dealer.location,
            title: 'Vos conseillers',
            department: '',
          }),
          ctx.block('stock_preview', {
            title: `En stock à ${town}`,
            brand: '',
            model: '',
            fuel: '',
            body_style: '',
            location: dealer.location,
            condition: 'all',
            count: 4,
            link: pageLink('stock', { location: dealer.location }),
            link_label: 'Tout le stock du site',
          }),
          extra,
          globalReference(ctx, 'global/rendez-vous-atelier'),
        ],
        seo(
          `${location.name} – Autosphère Luxembourg`,
          `${location.name} : vente de véhicules neufs et d’occasion, atelier et pneus à ${town}. Horaires, conseillers et plan d’accès.`
        )
      ),
    })
  }
}
