import type { ContentContext } from './builder.ts'
import { a, doc, h, p, pageLink, ul } from './fields.ts'
import { img } from './illustrations.ts'
import { articles } from './news-articles.ts'
import { hero, page, seo } from './snippets.ts'

/** The news page and its articles (content type `article`). */

export function newsPages(ctx: ContentContext) {
  ctx.nameFolder('news', 'Actualités')
  ctx.story({
    slug: 'news',
    startpage: true,
    name: 'Actualités',
    publishedAt: '2026-01-05T08:00:00.000Z',
    content: page(
      [
        hero(ctx, {
          title: 'Actualités',
          subtitle: 'Nouveaux modèles, conseils d’entretien, événements et vie du groupe.',
          image: img('banniere-actualites', 'Ville la nuit'),
          height: 'small',
        }),
        ctx.block('article_overview', { title: 'Toutes nos actualités', per_page: 9, tag: '' }),
      ],
      seo(
        'Actualités – Autosphère Luxembourg',
        'Nouveautés automobiles, conseils et événements de nos concessions au Luxembourg.'
      )
    ),
  })

  articles.forEach((article, index) => {
    const publishedAt = `${article.date.replace(' ', 'T')}:00.000Z`
    const text = doc(
      p(article.paragraphs[0] ?? ''),
      ...(article.points
        ? [h(2, 'L’essentiel'), ul(...article.points.map((point) => [point]))]
        : []),
      ...article.paragraphs.slice(1).map((paragraph) => p(paragraph)),
      // Every third article embeds a block in its text, as editors do with Storyblok's rich text.
      ...(index % 3 === 0
        ? [
            {
              type: 'blok',
              attrs: {
                id: ctx.uuidOf(`blok:${article.slug}`),
                body: [
                  ctx.block('embedded_video', {
                    title: 'En vidéo',
                    provider: 'youtube',
                    video_id: 'Lm4vQ8sT2kA',
                    caption: 'Reportage de notre équipe.',
                  }),
                ],
              },
            },
          ]
        : []),
      p(
        'Une question ? ',
        a('Contactez nos conseillers', 'contact'),
        ' ou appelez le +352 26 44 10 00.'
      )
    )
    ctx.story({
      slug: `news/${article.slug}`,
      name: article.title,
      publishedAt,
      sortByDate: article.date.slice(0, 10),
      tags: [
        article.category.toLowerCase().replaceAll(' ', '-'),
        ...(article.brand ? [article.brand] : []),
      ],
      content: {
        component: 'article',
        title: article.title,
        teaser: article.teaser,
        date: article.date,
        image: img(article.image, article.imageAlt),
        category: article.category,
        brand: article.brand ?? '',
        text,
        body: article.brand
          ? [
              ctx.block('stock_preview', {
                title: 'Disponibles en stock',
                brand: article.brand,
                model: '',
                fuel: '',
                body_style: '',
                location: '',
                condition: 'all',
                count: 4,
                link: pageLink('stock', { brand: article.brand }),
                link_label: 'Voir le stock',
              }),
            ]
          : [],
        ...seo(`${article.title} | Autosphère`, article.teaser),
      },
    })
  })
}
