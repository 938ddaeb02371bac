import type { Catalogue, Pattern } from '../translator.ts'
import { brandPagesEnglish, brandPatterns } from './brands.ts'
import { aboutEnglish, careersEnglish, companyPatterns, faqEnglish } from './company.ts'
import { frameEnglish, homeEnglish, homePatterns } from './frame-home.ts'
import { leaseEnglish, leasePatterns } from './lease.ts'
import { brandsEnglish, modelsEnglish } from './models.ts'
import { formsEnglish, newsFormsPatterns, newsEnglish } from './news-forms.ts'
import { enterpriseEnglish, servicesEnglish } from './services.ts'

export const catalogues: readonly Catalogue[] = [
  brandsEnglish,
  modelsEnglish,
  brandPagesEnglish,
  frameEnglish,
  homeEnglish,
  leaseEnglish,
  enterpriseEnglish,
  servicesEnglish,
  formsEnglish,
  newsEnglish,
  careersEnglish,
  faqEnglish,
  aboutEnglish,
]
export const patterns: readonly Pattern[] = [
  ...brandPatterns,
  ...homePatterns,
  ...leasePatterns,
  ...newsFormsPatterns,
  ...companyPatterns,
]
