import { SITE_CONFIG_SLUG } from '../../../client/blocks/content-types/site-config/schema.ts'
import { topBar } from '../../../client/config/navigation.ts'
import { siteBasics } from '../../../client/config/site-basics.ts'
import { telHref } from '../../../client/locale/format.ts'
import frenchFrame from '../../../client/locale/messages/fr/navigation.ts'
import germanFrame from '../../../client/locale/messages/de/navigation.ts'
import englishFrame from '../../../client/locale/messages/en/navigation.ts'
import { contentPages } from '../../../client/routes/href.ts'
import type { SpaceLanguageCode } from '../../../worker/local-services/content/store.ts'
import type { ContentContext } from './builder.ts'
import { type JsonObject, pageLink, routeLink, storyLink, urlLink } from './fields.ts'
import { img } from './illustrations.ts'
import { translationKey } from './translatable.ts'
import { button, cardGrid } from './snippets.ts'

/** The site configuration story and the `global/*` stories re-used through global_reference. */

const publishedAt = '2026-09-01T07:00:00.000Z'

export function framePages(ctx: ContentContext) {
  ctx.story({
    slug: SITE_CONFIG_SLUG,
    name: 'Configuration du site',
    publishedAt,
    content: siteConfigContent(ctx),
  })
  // The story's blocks once took the next 64 uids of the generation order: passed over, so
  // every story generated after it keeps its uids (and the pages their HTML).
  ctx.skipBlocks(64)

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

type FrameText = typeof frenchFrame

/**
 * The frame's words in the interface catalogues of each translation of the space: the
 * site-config story says what the built-in frame says. A language of the space without its
 * navigation catalogue here gets its frame from its content catalogue like any other story
 * (languages.ts).
 */
const frameTranslations: Partial<Readonly<Record<SpaceLanguageCode, FrameText>>> = {
  de: germanFrame,
  en: englishFrame,
}

/** `field__i18n__<code>` for each language above, its text picked from the catalogue. */
function translatedFrame(field: string, pick: (text: FrameText) => string): JsonObject {
  return Object.fromEntries(
    Object.entries(frameTranslations).map(([code, text]) => [
      translationKey(field, code),
      pick(text),
    ])
  )
}

/**
 * The site-config story: the frame the site shipped with (client/config/navigation.ts), written
 * as its editors keep it, labels in French with their German beside them (field-level
 * translation, the interface catalogues' words), links as multilinks. The Worker renders the
 * frame from this story (docs/decisions/0048); it says exactly what the built-in frame says, so
 * the pages look as they did before the frame moved to the CMS.
 */
function siteConfigContent(ctx: ContentContext): JsonObject & { component: string } {
  let count = 0
  // Uids of their own (`site-config:1`…): the frame's blocks do not move the others'.
  const block = (component: string, fields: JsonObject) =>
    ctx.keyedBlock(`${SITE_CONFIG_SLUG}:${++count}`, component, fields)
  /** A label in French and its translations, picked from the navigation catalogues. */
  const label = (pick: (text: FrameText) => string) => ({
    label: pick(frenchFrame),
    ...translatedFrame('label', pick),
  })
  const story = (slug: string) => storyLink(slug)
  const page = (name: keyof typeof contentPages) => story(contentPages[name])
  const main = (key: keyof FrameText['main'], link: JsonObject) =>
    block('nav_item', { ...label((text) => text.main[key]), link, children: [] })
  const footer = (key: keyof FrameText['footer'], link: JsonObject) =>
    block('nav_link', { ...label((text) => text.footer[key]), link })
  const column = (key: keyof FrameText['footerTitles'], links: JsonObject[]) =>
    block('footer_column', {
      title: frenchFrame.footerTitles[key],
      ...translatedFrame('title', (text) => text.footerTitles[key]),
      links,
    })
  return {
    component: 'site_config',
    navigation: [
      main('stock', page('stock')),
      main('brands', page('brands')),
      main('privateLease', page('privateLease')),
      main('businessLease', page('businessLease')),
      main('services', story('services/service-apres-vente')),
      main('locations', page('locations')),
      main('news', page('news')),
      main('contact', page('contact')),
    ],
    top_bar_text: frenchFrame.topBar,
    ...translatedFrame('top_bar_text', (text) => text.topBar),
    top_bar_links: [
      block('nav_link', {
        label: topBar.phone,
        link: urlLink(telHref(topBar.phone), false),
      }),
    ],
    footer_columns: [
      column('vehicles', [
        footer('stock', page('stock')),
        footer('usedCarCentre', page('usedCarCentre')),
        footer('brands', page('brands')),
        footer('compare', routeLink('stock-compare', {})),
        footer('favourites', routeLink('stock-favorite', {})),
        footer('testDrive', page('testDrive')),
      ]),
      column('services', [
        footer('workshop', story('services/service-apres-vente')),
        footer('tyres', story('services/pneus-et-gardiennage')),
        footer('bodywork', story('services/carrosserie')),
        footer('dentsAndPaint', story('services/debosselage-et-peinture')),
        footer('parts', story('services/vente-de-pieces-et-accessoires')),
        footer('financing', story('services/financement')),
      ]),
      column('business', [
        footer('businessServices', story('entreprise/services-aux-entreprises')),
        footer('businessLease', page('businessLease')),
        footer('fleet', story('entreprise/gestion-de-flotte')),
        footer('vans', story('entreprise/vehicules-utilitaires')),
        footer('conversions', story('entreprise/transformation-de-vehicules')),
      ]),
      column('group', [
        footer('locations', page('locations')),
        footer('history', story('a-propos-de-nous/l-histoire-d-autosphere')),
        footer('careers', page('careers')),
        footer('news', page('news')),
        footer('faq', page('faq')),
        footer('privacy', page('privacy')),
      ]),
    ],
    footer_legal_links: [],
    // Blank: the footer shows the site's description (client/config/site-basics.ts).
    footer_text: '',
    social_links: siteBasics.socialLinks.map(({ network, url }) =>
      block('social_link', { platform: network, link: urlLink(url) })
    ),
  }
}
