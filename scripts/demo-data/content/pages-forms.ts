import type { ContentContext } from './builder.ts'
import { storyLink, urlLink } from './fields.ts'
import { img } from './illustrations.ts'
import { cardGrid, form, hero, page, seo } from './snippets.ts'

/** The tyre forms, the test-drive booking and the contact page. */

const publishedAt = '2026-09-28T09:00:00.000Z'

export function formPages(ctx: ContentContext) {
  ctx.nameFolder('formulaires', 'Formulaires')
  const tyreSites = [
    ['', 'bertrange', 'Bertrange'],
    ['-niederkorn', 'niederkorn', 'Niederkorn'],
    ['-esch', 'esch-sur-alzette', 'Esch-sur-Alzette'],
    ['-vmal', 'vmal', 'VMAL Contern'],
  ] as const
  for (const [suffix, location, town] of tyreSites) {
    ctx.story({
      slug: `formulaires/prise-de-rendez-vous-pneus-roues${suffix}`,
      name: `Rendez-vous pneus et roues – ${town}`,
      publishedAt,
      content: page(
        [
          form(ctx, 'tyre_appointment', {
            title: `Rendez-vous pneus et roues à ${town}`,
            intro:
              'Indiquez votre plaque d’immatriculation et la prestation souhaitée : nous confirmons le créneau par e-mail.',
            location,
          }),
        ],
        {
          ...seo(
            `Rendez-vous pneus à ${town} – Autosphère`,
            `Réservez votre changement de pneus ou de roues à ${town}.`
          ),
          noindex: suffix !== '',
        }
      ),
    })
  }
  ctx.story({
    slug: 'formulaires/demande-offre-pneus',
    name: 'Demande d’offre pneus',
    publishedAt,
    content: page(
      [
        form(ctx, 'tyre_quote', {
          title: 'Demande d’offre pneus',
          intro:
            'Indiquez les dimensions figurant sur le flanc de vos pneus (par exemple 205/55 R16 91V) : nous vous envoyons trois offres, du budget au premium.',
        }),
      ],
      seo(
        'Demande d’offre pneus – Autosphère',
        'Recevez une offre de pneus été, hiver ou toutes saisons pour votre véhicule.'
      )
    ),
  })

  ctx.story({
    slug: 'reserver-un-essai',
    name: 'Réserver un essai',
    publishedAt,
    content: page(
      [
        ctx.block('stock_hero', {
          title: 'Réservez votre essai',
          subtitle:
            'Choisissez le modèle, la concession et le moment : votre véhicule vous attend, plein fait ou batterie chargée.',
          image: img('banniere-essai', 'Voiture sur une route ensoleillée'),
          show_quick_search: false,
          brand: '',
          condition: 'new',
          buttons: [],
        }),
        form(ctx, 'test_drive', {
          title: 'Votre demande d’essai',
          intro: 'Permis de conduire valide requis. Essai de 30 minutes à une journée.',
        }),
      ],
      seo(
        'Réserver un essai – Autosphère Luxembourg',
        'Réservez un essai gratuit de votre prochain véhicule dans l’une de nos concessions au Luxembourg.'
      )
    ),
  })

  ctx.story({
    slug: 'contact',
    name: 'Contact',
    publishedAt,
    content: page(
      [
        hero(ctx, {
          title: 'Contactez-nous',
          subtitle:
            'Une question sur un véhicule, un entretien ou une facture ? Nos équipes vous répondent du lundi au samedi.',
          image: img('banniere-contact', 'Plan avec les concessions'),
          height: 'small',
        }),
        ctx.block('location_overview', {
          title: 'Nos cinq sites',
          intro: 'Recherchez par localité, marque ou service.',
          brand: '',
          show_map: true,
        }),
        form(ctx, 'contact', { title: 'Écrivez-nous', intro: 'Réponse sous 24 heures ouvrables.' }),
        cardGrid(ctx, 'card_grid_small', {
          title: 'Accès rapides',
          cards: [
            {
              title: 'Questions fréquentes',
              link: storyLink('faq'),
              linkLabel: 'Consulter la FAQ',
            },
            {
              title: 'Assistance 24 h/24',
              text: 'Panne ou accident : +352 26 44 10 99',
              link: urlLink('tel:+35226441099', false),
              linkLabel: 'Appeler',
            },
            {
              title: 'Protection des données',
              link: storyLink('politique-de-traitement-des-donnees'),
              linkLabel: 'Lire la politique',
            },
          ],
        }),
      ],
      seo(
        'Contact – Autosphère Luxembourg',
        'Adresses, horaires et formulaire de contact de nos concessions à Bertrange, Niederkorn, Esch-sur-Alzette, Windhof et Contern.'
      )
    ),
  })
}
