import {
  contactFormHref,
  testDriveFormHref,
} from '../../../client/features/lead-forms/form-links.ts'
import type { ContentContext } from './builder.ts'
import {
  brands,
  modelImagePath,
  modelsOf,
  utilityModels,
  type CatalogueModel,
} from './catalogue.ts'
import { asset, doc, p, pageLink, routeLink, storyLink, urlLink } from './fields.ts'
import { img, type IllustrationName } from './illustrations.ts'
import { button, cardGrid, globalReference, hero, imageContent, seo } from './snippets.ts'

/** `brands`, the 12 brand pages, their model lists and model pages, and the utility model pages. */

const publishedAt = '2026-09-20T07:15:00.000Z'
const banners: IllustrationName[] = [
  'banniere-marque-route',
  'banniere-marque-ville',
  'banniere-marque-showroom',
]
/** Brand pages with a video section. Ids are fictional placeholders of YouTube's shape: the demo
 * never loads third-party embeds without consent, and editors paste the real ids. */
const brandVideos: Record<string, string> = {
  kia: 'Xq3zY1o9mFw',
  ford: 'kV8bU2cL0pQ',
  hyundai: 'Rt5nP7wJ2aE',
}

const modelPicture = (model: CatalogueModel) =>
  asset(
    modelImagePath(model),
    `${model.brand.name} ${model.name}, vue de profil`,
    `${model.brand.name} ${model.name}`
  )

function modelCard(model: CatalogueModel) {
  return {
    title: `${model.brand.name} ${model.name}`,
    text: model.tagline,
    image: modelPicture(model),
    link: routeLink('brand-models-model', { brand: model.brand.slug, model: model.slug }),
    linkLabel: 'Découvrir le modèle',
    badge: model.tags.includes('electric')
      ? 'Électrique'
      : model.tags.includes('hybrid')
        ? 'Hybride'
        : '',
  }
}

export function brandPages(ctx: ContentContext) {
  ctx.story({
    slug: 'brands',
    name: 'Nos marques',
    publishedAt,
    content: {
      component: 'page',
      hide_breadcrumbs: false,
      body: [
        hero(ctx, {
          title: 'Douze marques, un seul interlocuteur',
          subtitle:
            'Distributeur agréé au Luxembourg, Autosphère représente les constructeurs qui comptent, de la citadine électrique à la sportive américaine.',
          image: img('banniere-marques', 'Showroom illuminé de nuit'),
          height: 'small',
        }),
        ctx.block('brand_overview', {
          title: 'Choisissez votre marque',
          intro:
            'Chaque marque dispose de conseillers formés par le constructeur et d’un atelier agréé.',
          brands: [],
        }),
        cardGrid(ctx, 'card_grid_two_columns', {
          title: 'Neuf ou occasion ?',
          cards: [
            {
              title: 'Véhicules neufs',
              text: 'Configurez votre modèle avec un conseiller et profitez des conditions constructeur.',
              image: img('galerie-showroom-1', 'Voitures neuves en showroom'),
              link: storyLink('reserver-un-essai'),
              linkLabel: 'Réserver un essai',
            },
            {
              title: 'Occasions garanties',
              text: 'Des véhicules récents, contrôlés et garantis, disponibles immédiatement.',
              image: img('carte-occasions', 'Voitures d’occasion alignées'),
              link: storyLink('centre-de-vehicules-d-occasion'),
              linkLabel: 'Voir les occasions',
            },
          ],
        }),
      ],
      ...seo(
        'Nos marques – Autosphère Luxembourg',
        'Ford, Kia, Hyundai, Opel, Jeep, Fiat, Abarth, Alfa Romeo, Suzuki, MG, Lancia et Corvette : toutes nos marques au Luxembourg.'
      ),
    },
  })

  brands.forEach((brand, index) => {
    const models = modelsOf(brand)
    ctx.nameFolder(brand.slug, brand.name)
    const video = brandVideos[brand.slug]
    ctx.story({
      slug: brand.slug,
      startpage: true,
      name: brand.name,
      publishedAt,
      content: {
        component: 'brand_page',
        brand: brand.slug,
        body: [
          hero(ctx, {
            title: `${brand.name} au Luxembourg`,
            subtitle: `Découvrez la gamme ${brand.name}, nos véhicules en stock et nos offres de leasing.`,
            image: img(
              banners[index % banners.length] ?? 'banniere-marque-route',
              `Ambiance ${brand.name} sur la route`
            ),
            buttons: [
              button(ctx, 'Tous les modèles', routeLink('brand-models', { brand: brand.slug })),
              // The test-drive form opens with this brand chosen.
              button(
                ctx,
                'Réserver un essai',
                urlLink(testDriveFormHref('fr', brand.slug), false),
                'secondary'
              ),
            ],
          }),
          imageContent(ctx, {
            title: `Pourquoi ${brand.name} ?`,
            text: doc(p(brand.description)),
            image: models[0] ? modelPicture(models[0]) : img('galerie-showroom-1', 'Showroom'),
            position: 'right',
          }),
          cardGrid(ctx, 'card_grid_slider', {
            title: `La gamme ${brand.name}`,
            cards: models.map(modelCard),
            buttons: [
              button(
                ctx,
                'Voir tous les modèles',
                routeLink('brand-models', { brand: brand.slug }),
                'tertiary'
              ),
            ],
          }),
          ctx.block('stock_preview', {
            title: `${brand.name} en stock`,
            brand: brand.slug,
            model: '',
            fuel: '',
            body_style: '',
            location: '',
            condition: 'all',
            count: 4,
            link: pageLink('stock', { brand: brand.slug }),
            link_label: `Tout le stock ${brand.name}`,
          }),
          ...(video
            ? [
                ctx.block('embedded_video', {
                  title: `${brand.name} en vidéo`,
                  provider: 'youtube',
                  video_id: video,
                  caption: `La dernière campagne ${brand.name}, présentée par le constructeur.`,
                }),
              ]
            : []),
          ctx.block('article_latest', {
            title: `Actualités ${brand.name}`,
            count: 3,
            tag: brand.slug,
            overview_link: storyLink('news'),
          }),
          globalReference(ctx, 'global/reprise'),
        ],
        ...seo(
          `${brand.name} Luxembourg – neufs, occasions et leasing | Autosphère`,
          `Concessionnaire ${brand.name} au Luxembourg : toute la gamme, véhicules en stock, private lease et atelier agréé.`
        ),
      },
    })
    ctx.story({
      slug: `${brand.slug}/tous-les-modeles`,
      name: `Tous les modèles ${brand.name}`,
      publishedAt,
      content: {
        component: 'brand_page',
        brand: brand.slug,
        body: [
          cardGrid(ctx, 'card_grid', {
            title: `Tous les modèles ${brand.name}`,
            intro: `${models.length} modèles disponibles à l’essai et à la commande dans nos concessions.`,
            cards: models.map(modelCard),
          }),
          ctx.block('stock_overview', {
            title: `${brand.name} disponibles immédiatement`,
            brand: brand.slug,
            model: '',
            fuel: '',
            body_style: '',
            location: '',
            condition: 'new',
            show_filters: false,
          }),
        ],
        ...seo(
          `Gamme ${brand.name} – tous les modèles | Autosphère`,
          `Tous les modèles ${brand.name} : ${models.map((model) => model.name).join(', ')}.`
        ),
      },
    })
    for (const model of models) modelPage(ctx, model, `${brand.slug}/${model.slug}`, 'passenger')
  })

  ctx.nameFolder('vehicules-utilitaires', 'Véhicules utilitaires')
  for (const model of utilityModels()) {
    ctx.nameFolder(
      `vehicules-utilitaires/${model.brand.slug}-utilitaires`,
      `${model.brand.name} utilitaires`
    )
    modelPage(
      ctx,
      model,
      `vehicules-utilitaires/${model.brand.slug}-utilitaires/${model.slug}`,
      'utility'
    )
  }
}

function modelPage(
  ctx: ContentContext,
  model: CatalogueModel,
  slug: string,
  category: 'passenger' | 'utility'
) {
  const title = `${model.brand.name} ${model.name}`
  const utility = category === 'utility'
  ctx.story({
    slug,
    name: title,
    publishedAt,
    tags: [model.brand.slug, ...(utility ? ['utilitaire'] : [])],
    content: {
      component: 'model_page',
      brand: model.brand.slug,
      model: model.slug,
      category,
      intro: model.tagline,
      body: [
        imageContent(ctx, {
          title: utility
            ? `${title} : l’outil de travail qui vous ressemble`
            : `${title} : ${model.tagline.toLowerCase()}`,
          text: doc(
            p(model.description),
            p(
              utility
                ? 'Aménagement, attelage, galerie ou transformation frigorifique : notre centre VMAL de Contern prépare votre véhicule selon votre métier.'
                : 'Essayez-le dans l’une de nos concessions ou demandez une offre personnalisée à votre conseiller.'
            )
          ),
          image: modelPicture(model),
          buttons: [
            // The forms open with this model as their subject (prefilled, editable).
            button(
              ctx,
              'Réserver un essai',
              urlLink(testDriveFormHref('fr', `${model.brand.slug}.${model.slug}`), false)
            ),
            button(
              ctx,
              utility ? 'Offre professionnelle' : 'Demander une offre',
              utility
                ? routeLink(
                    'slug',
                    { slug: 'entreprise/vehicules-utilitaires' },
                    { modele: `${model.brand.slug}.${model.slug}` }
                  )
                : urlLink(contactFormHref('fr', `${model.brand.slug}.${model.slug}`), false),
              'secondary'
            ),
            // The model's own page (versions, prices, photos, downloads) is its canonical URL.
            ...(utility
              ? [
                  button(
                    ctx,
                    'Versions, prix et photos',
                    routeLink('brand-models-model', { brand: model.brand.slug, model: model.slug }),
                    'tertiary'
                  ),
                ]
              : []),
          ],
        }),
        ctx.block('stock_preview', {
          title: `${title} en stock`,
          brand: model.brand.slug,
          model: model.slug,
          fuel: '',
          body_style: '',
          location: utility ? 'vmal' : '',
          condition: 'all',
          count: 4,
          link: pageLink('stock', {
            brand: model.brand.slug,
            model: `${model.brand.slug}.${model.slug}`,
          }),
          link_label: 'Voir tous les véhicules',
        }),
        ...(utility
          ? [
              ctx.block('location_employee_list', {
                location: 'vmal',
                title: 'Votre équipe utilitaires à Contern',
              }),
            ]
          : [
              cardGrid(ctx, 'card_grid_small', {
                cards: [
                  {
                    title: 'Private lease',
                    text: 'Une mensualité tout compris.',
                    link: storyLink('private-lease'),
                    linkLabel: 'Voir les offres',
                  },
                  {
                    title: 'Reprise',
                    text: 'Votre véhicule actuel repris au meilleur prix.',
                    link: storyLink('services/financement'),
                    linkLabel: 'Estimer',
                  },
                  {
                    title: 'Entretien',
                    text: 'Révisions dans nos ateliers agréés.',
                    link: storyLink('services/service-apres-vente'),
                    linkLabel: 'En savoir plus',
                  },
                ],
              }),
            ]),
      ],
      ...seo(
        `${title} – prix, essai et leasing au Luxembourg | Autosphère`,
        `${title} : ${model.tagline}. Prix, versions, véhicules en stock et essai dans nos concessions au Luxembourg.`
      ),
    },
  })
}
