import type { ContentContext } from './builder.ts'
import { a, doc, h, p, storyLink, ul } from './fields.ts'
import { img } from './illustrations.ts'
import { button, cardGrid, employeeBlock, globalReference, hero, page, seo } from './snippets.ts'
import { faqEntries, jobs } from './company-copy.ts'

/** Careers, jobs, FAQ and the used-vehicle centre. */

const publishedAt = '2026-08-25T08:00:00.000Z'

export function companyPages(ctx: ContentContext) {
  const employee = (index: number, quote: string) => employeeBlock(ctx, index, quote)

  ctx.nameFolder('carrieres', 'Carrières')
  ctx.story({
    slug: 'carrieres',
    startpage: true,
    name: 'Carrières',
    publishedAt,
    content: page(
      [
        hero(ctx, {
          title: 'Rejoignez une équipe passionnée',
          subtitle:
            '280 collaborateurs, 14 apprentis par an et des métiers qui évoluent avec l’électrique.',
          image: img('banniere-carrieres', 'Équipe souriante'),
          buttons: [button(ctx, 'Voir les offres', storyLink('carrieres', 'offres'))],
        }),
        cardGrid(ctx, 'card_grid_masonry', {
          title: 'Pourquoi nous rejoindre ?',
          cards: [
            {
              title: 'Formation continue',
              text: 'Chaque technicien suit en moyenne cinq jours de formation constructeur par an.',
              image: img('carte-atelier', 'Formation à l’atelier'),
            },
            {
              title: 'Évolution',
              text: 'Deux tiers de nos chefs d’atelier ont commencé comme apprentis.',
            },
            {
              title: 'Avantages',
              text: 'Chèques-repas, voiture de service, remises sur l’entretien et l’achat de véhicules.',
              image: img('carte-equipe', 'Collègues au showroom'),
            },
            {
              title: 'Équilibre',
              text: 'Horaires fixes, samedis en rotation et 27 jours de congé.',
            },
          ],
        }),
        ctx.block('embedded_recruitment_widget', {
          title: 'Nos offres d’emploi',
          intro: 'Candidature spontanée ? Écrivez-nous à jobs@groupe-auto.example.',
          location: '',
          department: '',
        }),
        cardGrid(ctx, 'card_grid_small', {
          cards: [
            {
              title: 'Portraits de collaborateurs',
              text: 'Ils racontent leur métier.',
              link: storyLink('carrieres/portraits-de-collaborateurs'),
              linkLabel: 'Lire les portraits',
            },
          ],
        }),
      ],
      seo(
        'Carrières – Autosphère Luxembourg',
        'Offres d’emploi et apprentissages dans la vente, l’atelier et la carrosserie automobile au Luxembourg.'
      )
    ),
  })
  ctx.story({
    slug: 'carrieres/portraits-de-collaborateurs',
    name: 'Portraits de collaborateurs',
    publishedAt,
    content: page(
      [
        hero(ctx, {
          title: 'Ils font Autosphère',
          subtitle:
            'Vendeurs, techniciens, carrossiers : rencontrez celles et ceux qui vous accueillent chaque jour.',
          image: img('banniere-carrieres', 'Collaborateurs réunis'),
          height: 'small',
        }),
        ctx.block('employees', {
          title: 'Portraits',
          intro: '',
          layout: 'cards',
          employees: [
            employee(
              0,
              'Après vingt ans dans le métier, chaque livraison reste un moment particulier.'
            ),
            employee(
              6,
              'J’ai commencé comme apprenti à Niederkorn ; aujourd’hui je forme à mon tour.'
            ),
            employee(
              11,
              'Le passage à l’électrique a transformé notre façon de conseiller les clients.'
            ),
            employee(
              14,
              'J’aime trouver la voiture d’occasion qui correspond exactement au budget d’une famille.'
            ),
          ],
        }),
      ],
      seo(
        'Portraits de collaborateurs – Autosphère',
        'Rencontrez les collaborateurs d’Autosphère Luxembourg et découvrez leurs métiers.'
      )
    ),
  })
  for (const job of jobs) {
    ctx.story({
      slug: `carrieres/${job.slug}`,
      name: job.title,
      publishedAt: job.publishedAt,
      tags: ['emploi', job.location],
      content: {
        component: 'job',
        title: job.title,
        location: job.location,
        department: job.department,
        contract: job.contract,
        hours: 'full_time',
        intro: job.intro,
        text: doc(
          h(2, 'Vos missions'),
          ul(...job.missions.map((item) => [item])),
          h(2, 'Votre profil'),
          ul(...job.profile.map((item) => [item])),
          p(
            'Envoyez CV et lettre de motivation à ',
            a('jobs@groupe-auto.example', 'mailto:jobs@groupe-auto.example'),
            '.'
          )
        ),
        body: [],
        ...seo(`${job.title} – Carrières Autosphère`, job.intro),
      },
    })
  }

  ctx.story({
    slug: 'faq',
    name: 'Questions fréquentes',
    publishedAt,
    content: {
      component: 'faq_page',
      title: 'Questions fréquentes',
      intro: 'Les réponses aux questions que vous nous posez le plus souvent.',
      items: faqEntries.map((entry) =>
        ctx.block('faq_item', {
          question: entry.question,
          answer: doc(p(entry.answer)),
          category: entry.category,
        })
      ),
      body: [
        cardGrid(ctx, 'card_grid_small', {
          cards: [
            {
              title: 'Vous n’avez pas trouvé ?',
              text: 'Nos équipes vous répondent.',
              link: storyLink('contact'),
              linkLabel: 'Nous contacter',
            },
          ],
        }),
      ],
      ...seo(
        'FAQ – Autosphère Luxembourg',
        'Achat, leasing, entretien, pneus, reprise : les réponses à vos questions.'
      ),
    },
  })

  // The whole stock (spec §2 `/stock`): the overview block reads its filters from the URL.
  ctx.story({
    slug: 'stock',
    name: 'Stock neuf et occasion',
    publishedAt,
    content: page(
      [
        ctx.block('stock_overview', {
          title: 'Tous nos véhicules disponibles',
          brand: '',
          model: '',
          fuel: '',
          body_style: '',
          location: '',
          condition: 'all',
          show_filters: true,
        }),
        globalReference(ctx, 'global/reprise'),
      ],
      seo(
        'Stock de véhicules neufs et d’occasion – Autosphère Luxembourg',
        'Plus de 1 500 véhicules neufs, de démonstration et d’occasion de 12 marques, disponibles dans nos concessions au Luxembourg.'
      )
    ),
  })

  ctx.story({
    slug: 'centre-de-vehicules-d-occasion',
    name: "Centre de véhicules d'occasion",
    publishedAt,
    content: page(
      [
        ctx.block('stock_hero', {
          title: 'Plus de 150 occasions garanties à Windhof',
          subtitle:
            'Contrôlées sur 110 points, garanties jusqu’à 24 mois, disponibles immédiatement.',
          image: img('banniere-occasions', 'Parc de voitures d’occasion'),
          show_quick_search: true,
          brand: '',
          condition: 'used',
          buttons: [],
        }),
        ctx.block('location_intro', {
          location: 'centre-de-vehicules-d-occasion',
          title: 'Notre centre d’occasions',
          text: doc(
            p(
              'Toutes marques, de la citadine au SUV familial : chaque véhicule est préparé dans notre atelier et livré avec son historique d’entretien.'
            )
          ),
          image: img('carte-occasions', 'Voitures d’occasion alignées'),
        }),
        ctx.block('stock_overview', {
          title: 'Notre stock d’occasions',
          brand: '',
          model: '',
          fuel: '',
          body_style: '',
          location: 'centre-de-vehicules-d-occasion',
          condition: 'used',
          show_filters: true,
        }),
        globalReference(ctx, 'global/reprise'),
        ctx.block('location_employee_list', {
          location: 'centre-de-vehicules-d-occasion',
          title: 'Votre équipe à Windhof',
        }),
        ctx.block('location_detail', {
          location: 'centre-de-vehicules-d-occasion',
          show_opening_hours: true,
          show_map: true,
        }),
      ],
      seo(
        "Centre de véhicules d'occasion à Windhof – Autosphère",
        'Plus de 150 voitures d’occasion garanties toutes marques à Windhof, avec reprise et financement.'
      )
    ),
  })
}
