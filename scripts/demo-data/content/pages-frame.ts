import type { ContentContext } from './builder.ts'
import { emptyLink, pageLink, routeLink, storyLink, urlLink } from './fields.ts'
import { img } from './illustrations.ts'
import { button, cardGrid } from './snippets.ts'

/** The site configuration story and the `global/*` stories re-used through global_reference. */

const publishedAt = '2026-09-01T07:00:00.000Z'

export function framePages(ctx: ContentContext) {
  const nav = (label: string, link: ReturnType<typeof storyLink>) =>
    ctx.block('nav_link', { label, link })
  const menu = (
    label: string,
    link: ReturnType<typeof storyLink>,
    children: ReturnType<typeof nav>[]
  ) => ctx.block('nav_item', { label, link, children })

  ctx.story({
    slug: 'site-config',
    name: 'Configuration du site',
    publishedAt,
    content: {
      component: 'site_config',
      navigation: [
        menu('Véhicules neufs', storyLink('brands'), [
          nav('Toutes nos marques', storyLink('brands')),
          nav('Ford', storyLink('ford')),
          nav('Kia', storyLink('kia')),
          nav('Hyundai', storyLink('hyundai')),
          nav('Opel', storyLink('opel')),
          nav('Jeep', storyLink('jeep')),
          nav('MG', storyLink('mg')),
          nav('Réserver un essai', storyLink('reserver-un-essai')),
        ]),
        menu('Occasions', pageLink('stock'), [
          nav('Tout le stock', pageLink('stock')),
          nav("Centre de véhicules d'occasion", storyLink('centre-de-vehicules-d-occasion')),
          nav('Véhicules utilitaires', storyLink('entreprise/vehicules-utilitaires')),
        ]),
        menu('Leasing', emptyLink, [
          nav('Private lease', storyLink('private-lease')),
          nav('Business lease', storyLink('business-lease')),
          nav('Le leasing expliqué', storyLink('services/leasing')),
          nav('Financement', storyLink('services/financement')),
        ]),
        menu('Entreprises', storyLink('entreprise/services-aux-entreprises'), [
          nav('Services aux entreprises', storyLink('entreprise/services-aux-entreprises')),
          nav('Gestion de flotte', storyLink('entreprise/gestion-de-flotte')),
          nav('Fleet leasing', storyLink('entreprise/fleet-leasing')),
          nav('Véhicules utilitaires', storyLink('entreprise/vehicules-utilitaires')),
          nav('Transformation de véhicules', storyLink('entreprise/transformation-de-vehicules')),
        ]),
        menu('Atelier & services', emptyLink, [
          nav('Service après-vente', storyLink('services/service-apres-vente')),
          nav('Pneus et gardiennage', storyLink('services/pneus-et-gardiennage')),
          nav('Carrosserie', storyLink('services/carrosserie')),
          nav('Débosselage et peinture', storyLink('services/debosselage-et-peinture')),
          nav('Pièces et accessoires', storyLink('services/vente-de-pieces-et-accessoires')),
          nav('Rendez-vous pneus', storyLink('formulaires/prise-de-rendez-vous-pneus-roues')),
        ]),
        menu('Nos concessions', storyLink('concessions'), [
          nav('Toutes nos concessions', storyLink('concessions')),
          nav('Bertrange', storyLink('home-page/bertrange')),
          nav('Niederkorn', storyLink('home-page/niederkorn')),
          nav('Esch-sur-Alzette', storyLink('home-page/esch-sur-alzette')),
          nav("Centre d'occasions (Windhof)", storyLink('centre-de-vehicules-d-occasion')),
          nav('VMAL Utilitaires (Contern)', routeLink('locations-location', { location: 'vmal' })),
        ]),
      ],
      top_bar_text:
        'Entretien, pneus, carrosserie : prenez rendez-vous en ligne dans nos cinq sites au Luxembourg.',
      top_bar_link: storyLink('services/service-apres-vente'),
      top_bar_links: [
        nav('+352 26 44 10 00', urlLink('tel:+35226441000', false)),
        nav('Carrières', storyLink('carrieres')),
        nav('FAQ', storyLink('faq')),
      ],
      footer_columns: [
        ctx.block('footer_column', {
          title: 'Véhicules',
          links: [
            nav('Stock neuf et occasion', pageLink('stock')),
            nav('Nos marques', storyLink('brands')),
            nav('Private lease', storyLink('private-lease')),
            nav('Business lease', storyLink('business-lease')),
            nav('Réserver un essai', storyLink('reserver-un-essai')),
          ],
        }),
        ctx.block('footer_column', {
          title: 'Services',
          links: [
            nav('Service après-vente', storyLink('services/service-apres-vente')),
            nav('Pneus et gardiennage', storyLink('services/pneus-et-gardiennage')),
            nav('Carrosserie', storyLink('services/carrosserie')),
            nav('Financement', storyLink('services/financement')),
            nav('Demande d’offre pneus', storyLink('formulaires/demande-offre-pneus')),
          ],
        }),
        ctx.block('footer_column', {
          title: 'Le groupe',
          links: [
            nav('Notre histoire', storyLink('a-propos-de-nous/l-histoire-d-autosphere')),
            nav('Actualités', storyLink('news')),
            nav('Carrières', storyLink('carrieres')),
            nav('Contact', storyLink('contact')),
            nav('FAQ', storyLink('faq')),
          ],
        }),
      ],
      footer_legal_links: [
        nav(
          'Politique de traitement des données',
          storyLink('politique-de-traitement-des-donnees')
        ),
      ],
      footer_text:
        'Autosphère Luxembourg S.A. – distributeur multimarque agréé, 5 sites au Grand-Duché. Prix TVAC 17 % sauf mention contraire.',
      social_links: [
        ctx.block('social_link', {
          platform: 'facebook',
          link: urlLink('https://www.facebook.com/autospherelu'),
        }),
        ctx.block('social_link', {
          platform: 'instagram',
          link: urlLink('https://www.instagram.com/autospherelu'),
        }),
        ctx.block('social_link', {
          platform: 'linkedin',
          link: urlLink('https://www.linkedin.com/company/autosphere-luxembourg'),
        }),
        ctx.block('social_link', {
          platform: 'youtube',
          link: urlLink('https://www.youtube.com/@autospherelu'),
        }),
      ],
    },
  })

  ctx.nameFolder('global', 'Blocs partagés')
  ctx.story({
    slug: 'global/reprise',
    name: 'Bloc reprise de véhicule',
    publishedAt,
    content: {
      component: 'global',
      body: [
        ctx.block('trade_in', {
          title: 'Votre voiture actuelle vaut plus que vous ne le pensez',
          text: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'Obtenez une estimation de reprise en deux minutes, sans engagement. Nos experts confirment l’offre lors d’une inspection gratuite dans l’une de nos concessions et la déduisent directement du prix de votre prochain véhicule.',
                  },
                ],
              },
            ],
          },
          image: img('carte-reprise', 'Contrat de reprise et clé de voiture'),
          buttons: [button(ctx, 'Estimer mon véhicule', pageLink('contact'))],
        }),
      ],
    },
  })
  ctx.story({
    slug: 'global/rendez-vous-atelier',
    name: 'Bloc rendez-vous atelier',
    publishedAt,
    content: {
      component: 'global',
      body: [
        cardGrid(ctx, 'card_grid_small', {
          title: 'Besoin d’un passage à l’atelier ?',
          background: 'light',
          cards: [
            {
              title: 'Entretien et révision',
              text: 'Forfaits constructeur, garantie préservée.',
              link: storyLink('services/service-apres-vente'),
              linkLabel: 'Prendre rendez-vous',
            },
            {
              title: 'Changement de pneus',
              text: 'Montage, équilibrage et gardiennage.',
              link: storyLink('formulaires/prise-de-rendez-vous-pneus-roues'),
              linkLabel: 'Réserver un créneau',
            },
            {
              title: 'Carrosserie',
              text: 'Devis gratuit, gestion avec votre assureur.',
              link: storyLink('services/carrosserie'),
              linkLabel: 'Demander un devis',
            },
          ],
        }),
      ],
    },
  })
}
