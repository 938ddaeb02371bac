import { locations } from '../locations.ts'
import type { ContentContext } from './builder.ts'
import { storyLink } from './fields.ts'
import { cardGrid, globalReference, page, seo } from './snippets.ts'

/** `/concessions`: every dealership of the group with the map and the search (spec §2). */

const publishedAt = '2026-10-05T08:00:00.000Z'

export function locationPages(ctx: ContentContext) {
  ctx.story({
    slug: 'concessions',
    name: 'Nos concessions',
    publishedAt,
    content: page(
      [
        ctx.block('location_overview', {
          title: 'Trouver une concession',
          intro:
            'Cherchez par localité, code postal, marque ou service : chaque site a ses horaires, ses conseillers et son stock.',
          brand: '',
          show_map: true,
        }),
        cardGrid(ctx, 'card_grid_small', {
          title: 'Découvrir nos sites',
          intro: 'Leur équipe, leurs marques, leurs offres du moment.',
          cards: [
            ...(['bertrange', 'niederkorn', 'esch-sur-alzette'] as const).map((slug) => {
              const location = locations.find((item) => item.slug === slug)
              if (!location) throw new Error(`Unknown dealership ${slug}`)
              return {
                title: location.name,
                text: `${location.address.street}, ${location.address.town}`,
                link: storyLink(`home-page/${slug}`),
                linkLabel: 'Découvrir la concession',
              }
            }),
            {
              title: 'Centre de véhicules d’occasion',
              text: 'Des occasions contrôlées et garanties, prêtes à partir.',
              link: storyLink('centre-de-vehicules-d-occasion'),
              linkLabel: 'Voir le centre',
            },
          ],
        }),
        cardGrid(ctx, 'card_grid_small', {
          title: 'Dans toutes nos concessions',
          background: 'light',
          cards: [
            {
              title: 'Essai sur rendez-vous',
              text: 'Le modèle de votre choix prêt à l’heure convenue.',
              link: storyLink('reserver-un-essai'),
              linkLabel: 'Réserver un essai',
            },
            {
              title: 'Atelier et pneus',
              text: 'Entretien constructeur, pneus et gardiennage.',
              link: storyLink('services/service-apres-vente'),
              linkLabel: 'Prendre rendez-vous',
            },
            {
              title: 'Une question ?',
              text: 'Nos équipes répondent du lundi au samedi.',
              link: storyLink('contact'),
              linkLabel: 'Nous écrire',
            },
          ],
        }),
        globalReference(ctx, 'global/reprise'),
      ],
      seo(
        'Nos concessions au Luxembourg – Autosphère',
        'Bertrange, Niederkorn, Esch-sur-Alzette, Windhof et Contern : adresses, horaires, marques et services de nos concessions, sur la carte.'
      )
    ),
  })
}
