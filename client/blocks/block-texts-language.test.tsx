import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Language } from '../locale/language.ts'
import { LanguageProvider } from '../locale/messages.ts'
import { Block as ArticleOverview } from './article-overview/block.tsx'
import { articleOverviewSchema } from './article-overview/schema.ts'
import { Block as BrandOverview } from './brand-overview/block.tsx'
import { brandOverviewSchema } from './brand-overview/schema.ts'
import { Block as Recruitment } from './embedded-recruitment-widget/block.tsx'
import { embeddedRecruitmentWidgetSchema } from './embedded-recruitment-widget/schema.ts'
import { Block as LeaseOverview } from './lease-overview/block.tsx'
import { leaseOverviewSchema } from './lease-overview/schema.ts'
import { Block as LocationOverview } from './location-overview/block.tsx'
import { locationOverviewSchema } from './location-overview/schema.ts'

/** Blocks whose loader failed or found nothing: their fixed text is all they show. */
function emptyBlocks(): ReactNode {
  return (
    <>
      <ArticleOverview
        block={articleOverviewSchema.parse({ _uid: 'a', component: 'article_overview' })}
        data={undefined}
      />
      <BrandOverview
        block={brandOverviewSchema.parse({ _uid: 'b', component: 'brand_overview' })}
        data={undefined}
      />
      <Recruitment
        block={embeddedRecruitmentWidgetSchema.parse({
          _uid: 'c',
          component: 'embedded_recruitment_widget',
        })}
        data={undefined}
      />
      <LeaseOverview
        block={leaseOverviewSchema.parse({ _uid: 'd', component: 'lease_overview' })}
        data={undefined}
      />
      <LocationOverview
        block={locationOverviewSchema.parse({ _uid: 'e', component: 'location_overview' })}
        data={undefined}
      />
    </>
  )
}

function render(language: Language): string {
  return renderToString(<LanguageProvider value={language}>{emptyBlocks()}</LanguageProvider>)
}

describe('the blocks’ empty states', () => {
  it('are written in the page’s language', () => {
    const french = render('fr')
    const german = render('de')
    expect(french).toContain('Aucune actualité pour le moment.')
    expect(french).toContain('Nos marques sont momentanément indisponibles.')
    expect(french).toContain('Nos offres d’emploi')
    expect(german).toContain('Derzeit gibt es keine Neuigkeiten.')
    expect(german).toContain('Unsere Marken sind vorübergehend nicht verfügbar.')
    expect(german).toContain('Unsere Stellenangebote')
    expect(german).toContain('Derzeit ist kein Angebot verfügbar.')
    expect(german).toContain('Die Liste unserer Autohäuser ist vorübergehend nicht verfügbar.')
    for (const french of ['Aucun', 'indisponible', 'contactez-nous', 'concessions'])
      expect(german).not.toContain(french)
  })
})
