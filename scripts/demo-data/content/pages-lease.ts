import { formatsFor } from '../../../client/locale/format.ts'
import type { ContentContext } from './builder.ts'
import { leaseOffers } from './catalogue.ts'
import { asset, bold, doc, p, storyLink, ul } from './fields.ts'
import { img } from './illustrations.ts'
import { button, cardGrid, globalReference, hero, imageContent, page, seo } from './snippets.ts'

/** Private lease, business lease (with one page per offer) and the `entreprise/*` pages. */

const publishedAt = '2026-10-12T08:00:00.000Z'
// These pages are the French content, amounts included.
const fr = formatsFor('fr')

export function leasePages(ctx: ContentContext) {
  ctx.nameFolder('private-lease', 'Private lease')
  ctx.story({
    slug: 'private-lease',
    startpage: true,
    name: 'Private lease',
    publishedAt,
    content: page(
      [
        hero(ctx, {
          title: 'Private lease : roulez neuf, tout compris',
          subtitle:
            'Une mensualité fixe TVAC incluant entretien, assurance, pneus et taxe sur les véhicules. Sans apport obligatoire, de 24 à 60 mois.',
          image: img('banniere-leasing', 'Contrat de leasing et clés'),
          buttons: [button(ctx, 'Comment ça marche ?', storyLink('services/leasing'), 'secondary')],
        }),
        ctx.block('lease_overview', {
          title: 'Nos offres du moment',
          intro: 'Prix par mois TVAC 17 %, pour 15 000 km par an.',
          lease_type: 'private',
          brand: '',
        }),
        cardGrid(ctx, 'card_grid_four_columns', {
          title: 'Tout est inclus dans votre mensualité',
          background: 'light',
          cards: [
            {
              title: 'Entretien et réparations',
              text: 'Toutes les révisions prévues par le constructeur.',
            },
            { title: 'Assurance tous risques', text: 'Avec assistance 24 h/24 partout en Europe.' },
            { title: 'Pneus été et hiver', text: 'Montage, équilibrage et gardiennage compris.' },
            { title: 'Taxe et immatriculation', text: 'Aucun frais caché, aucune surprise.' },
          ],
        }),
        globalReference(ctx, 'global/reprise'),
      ],
      seo(
        'Private lease au Luxembourg – offres tout compris | Autosphère',
        'Leasing privé tout compris au Luxembourg : entretien, assurance, pneus et taxe inclus dans une mensualité fixe TVAC.'
      )
    ),
  })

  ctx.nameFolder('business-lease', 'Business lease')
  ctx.story({
    slug: 'business-lease',
    startpage: true,
    name: 'Business lease',
    publishedAt,
    content: page(
      [
        hero(ctx, {
          title: 'Business lease pour indépendants et entreprises',
          subtitle:
            'Des mensualités HTVA maîtrisées, un interlocuteur unique et des véhicules prêts à rouler pour vos collaborateurs.',
          image: img('banniere-flotte', 'Flotte de véhicules de société'),
          buttons: [button(ctx, 'Demander une offre', storyLink('entreprise/fleet-leasing'))],
        }),
        ctx.block('lease_overview', {
          title: 'Offres business du moment',
          intro: 'Prix par mois hors TVA, 60 mois et 25 000 km par an.',
          lease_type: 'business',
          brand: '',
        }),
        cardGrid(ctx, 'card_grid_two_columns', {
          title: 'Deux formules selon votre activité',
          cards: [
            {
              title: 'Leasing opérationnel',
              text: 'Le véhicule, l’entretien, l’assurance et les pneus dans une seule facture mensuelle. Idéal pour les voitures de société.',
              image: img('carte-leasing', 'Contrat de leasing opérationnel'),
              link: storyLink('entreprise/fleet-leasing'),
              linkLabel: 'Fleet leasing',
            },
            {
              title: 'Leasing financier',
              text: 'Vous financez l’usage et devenez propriétaire en fin de contrat en levant l’option d’achat.',
              image: img('carte-financement', 'Calcul de financement'),
              link: storyLink('services/financement'),
              linkLabel: 'Simuler un financement',
            },
          ],
        }),
      ],
      seo(
        'Business lease – leasing pour entreprises au Luxembourg | Autosphère',
        'Leasing opérationnel et financier pour indépendants et entreprises au Luxembourg : offres HTVA, gestion de flotte, véhicules utilitaires.'
      )
    ),
  })

  for (const offer of leaseOffers) {
    const folder = offer.type === 'private' ? 'private-lease' : 'business-lease'
    const vat = offer.type === 'private' ? 'TVAC' : 'HTVA'
    const monthly = fr.price(offer.type === 'private' ? offer.monthlyInclVat : offer.monthlyExclVat)
    ctx.story({
      slug: `${folder}/${offer.slug}`,
      name: `${offer.title} ${offer.trim}`,
      publishedAt,
      tags: [offer.brand, offer.type],
      content: page(
        [
          ctx.block('lease_detail', {
            offer: offer.slug,
            title: `${offer.title} en ${offer.type === 'private' ? 'private' : 'business'} lease`,
            show_contract_terms: true,
            show_request_form: true,
          }),
          imageContent(ctx, {
            title: 'Votre offre en bref',
            text: doc(
              p(offer.description),
              ul(
                // Prices have one source, the offer's block above: the text names none.
                [bold('Durée : '), `${offer.durationMonths} mois`],
                [bold('Kilométrage : '), `${fr.kilometres(offer.annualMileageKm)} par an`],
                [bold('Couleur : '), offer.color]
              )
            ),
            image: asset(offer.image.url, offer.image.alt),
            position: 'right',
          }),
        ],
        seo(
          `${offer.title} ${offer.trim} en ${folder} – ${monthly}/mois ${vat}`,
          `${offer.title} ${offer.trim} en leasing : ${monthly} par mois ${vat}, ${offer.durationMonths} mois, ${fr.kilometres(offer.annualMileageKm)} par an. ${offer.conditions}`
        )
      ),
    })
  }
}
