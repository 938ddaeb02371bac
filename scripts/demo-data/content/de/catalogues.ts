import type { Catalogue, Pattern } from './types.ts'
import { brandPagesGerman, brandPatterns } from './brands.ts'
import { aboutGerman, careersGerman, companyPatterns, faqGerman } from './company.ts'
import { frameGerman, homeGerman, homePatterns } from './frame-home.ts'
import { leaseGerman, leasePatterns } from './lease.ts'
import { brandsGerman, modelsGerman } from './models.ts'
import { formsGerman, newsFormsPatterns, newsGerman } from './news-forms.ts'
import { enterpriseGerman, servicesGerman } from './services.ts'

export const catalogues: readonly Catalogue[] = [
  brandsGerman,
  modelsGerman,
  brandPagesGerman,
  frameGerman,
  homeGerman,
  leaseGerman,
  enterpriseGerman,
  servicesGerman,
  formsGerman,
  newsGerman,
  careersGerman,
  faqGerman,
  aboutGerman,
]
export const patterns: readonly Pattern[] = [
  ...brandPatterns,
  ...homePatterns,
  ...leasePatterns,
  ...newsFormsPatterns,
  ...companyPatterns,
]
