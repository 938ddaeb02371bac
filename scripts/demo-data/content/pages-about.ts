import type { ContentContext } from './builder.ts'
import { bold, doc, p, routeLink, storyLink, ul } from './fields.ts'
import { img } from './illustrations.ts'
import { cardGrid, employeeBlock, hero, imageContent, page, seo } from './snippets.ts'
import { privacySections } from './company-copy.ts'

/** The privacy policy and the group's history. */

const publishedAt = '2026-08-25T08:00:00.000Z'

export function aboutPages(ctx: ContentContext) {
  const employee = (index: number, quote: string) => employeeBlock(ctx, index, quote)
  ctx.story({
    slug: 'politique-de-traitement-des-donnees',
    name: 'Politique de traitement des données',
    publishedAt: '2026-05-25T08:00:00.000Z',
    content: page(
      privacySections.map((section, index) =>
        imageContent(ctx, {
          title: section.title,
          text: doc(...section.paragraphs.map((text) => p(text))),
          image: img(
            index === 0 ? 'banniere-donnees' : 'carte-reprise',
            'Illustration d’un document'
          ),
          position: index % 2 ? 'right' : 'left',
        })
      ),
      seo(
        'Politique de traitement des données – Autosphère',
        'Comment Autosphère Luxembourg collecte, utilise et protège vos données personnelles (RGPD).'
      )
    ),
  })

  ctx.nameFolder('a-propos-de-nous', 'À propos de nous')
  const milestones = [
    ['1978', 'carte-histoire-1978', 'Jean Schmit ouvre un garage de quatre postes à Bertrange.'],
    ['1994', 'carte-histoire-1994', 'Premier showroom multimarque et arrivée de Kia et Hyundai.'],
    [
      '2008',
      'carte-histoire-2008',
      'Ouverture de Niederkorn et d’Esch-sur-Alzette, création du service flottes.',
    ],
    ['2019', 'carte-histoire-2019', 'Atelier habilité haute tension et premières bornes rapides.'],
    ['2025', 'carte-histoire-2025', 'Le centre VMAL de Contern rejoint le groupe.'],
  ] as const
  ctx.story({
    slug: 'a-propos-de-nous/l-histoire-d-autosphere',
    name: "L'histoire d'Autosphère",
    publishedAt,
    content: page(
      [
        hero(ctx, {
          title: 'Près de cinquante ans au service de la mobilité',
          subtitle: 'D’un garage familial à Bertrange à cinq sites au Luxembourg : notre histoire.',
          image: img('banniere-histoire', 'Frise chronologique et voiture ancienne'),
        }),
        cardGrid(ctx, 'card_grid_masonry', {
          title: 'Les grandes étapes',
          cards: milestones.map(([year, picture, text]) => ({
            title: year,
            text,
            image: img(picture, `Autosphère en ${year}`),
          })),
        }),
        imageContent(ctx, {
          title: 'Nos valeurs',
          text: doc(
            ul(
              [bold('Proximité : '), 'un interlocuteur qui vous connaît.'],
              [bold('Transparence : '), 'des prix clairs, TVAC.'],
              [bold('Exigence : '), 'des techniciens formés chaque année.']
            )
          ),
          image: img('carte-equipe', 'L’équipe Autosphère'),
          position: 'right',
        }),
        ctx.block('employees', {
          title: 'La direction',
          intro: '',
          layout: 'list',
          employees: [employee(0, ''), employee(7, ''), employee(15, '')],
        }),
        ctx.block('embedded_video', {
          title: 'Autosphère en images',
          provider: 'youtube',
          video_id: 'Hn2kT5yW9dE',
          caption: 'Film institutionnel, 3 minutes.',
        }),
        cardGrid(ctx, 'card_grid_small', {
          cards: [
            { title: 'Nous rejoindre', link: storyLink('carrieres'), linkLabel: 'Carrières' },
            {
              title: 'Nos concessions',
              link: routeLink('locations-location', { location: 'bertrange' }),
              linkLabel: 'Trouver un site',
            },
          ],
        }),
      ],
      seo(
        "L'histoire d'Autosphère – depuis 1978 au Luxembourg",
        'Depuis 1978, Autosphère accompagne les automobilistes luxembourgeois : histoire, valeurs et équipe de direction.'
      )
    ),
  })
}
