import type { z } from 'zod'
import type { BlockName } from './block-names.ts'
import { heroSchema } from './hero/schema.ts'
import { stockHeroSchema } from './stock-hero/schema.ts'
import { cardGridFullWidthSchema } from './card-grid-full-width/schema.ts'
import { cardGridSchema } from './card-grid/schema.ts'
import { cardGridFourColumnsSchema } from './card-grid-four-columns/schema.ts'
import { cardGridMasonrySchema } from './card-grid-masonry/schema.ts'
import { cardGridSliderSchema } from './card-grid-slider/schema.ts'
import { cardGridSmallSchema } from './card-grid-small/schema.ts'
import { cardGridTwoColumnsSchema } from './card-grid-two-columns/schema.ts'
import { imageContentSchema } from './image-content/schema.ts'
import { employeesSchema } from './employees/schema.ts'
import { embeddedVideoSchema } from './embedded-video/schema.ts'
import { embeddedFormSchema } from './embedded-form/schema.ts'
import { iframeSchema } from './iframe/schema.ts'
import { embeddedAppointmentGridSchema } from './embedded-appointment-grid/schema.ts'
import { embeddedRecruitmentWidgetSchema } from './embedded-recruitment-widget/schema.ts'
import { articleLatestSchema } from './article-latest/schema.ts'
import { articleOverviewSchema } from './article-overview/schema.ts'
import { brandLogosSchema } from './brand-logos/schema.ts'
import { brandOverviewSchema } from './brand-overview/schema.ts'
import { leaseOverviewSchema } from './lease-overview/schema.ts'
import { locationOverviewSchema } from './location-overview/schema.ts'
import { stockOverviewSchema } from './stock-overview/schema.ts'
import { stockPreviewSchema } from './stock-preview/schema.ts'
import { stockQuickEntrySchema } from './stock-quick-entry/schema.ts'
import { tradeInSchema } from './trade-in/schema.ts'
import { financialLeaseCalculatorSchema } from './financial-lease-calculator/schema.ts'
import { carouselSchema } from './carousel/schema.ts'
import { lightboxSchema } from './lightbox/schema.ts'
import { leaseDetailSchema } from './lease-detail/schema.ts'
import { locationDetailSchema } from './location-detail/schema.ts'
import { locationEmployeeCardsSchema } from './location-employee-cards/schema.ts'
import { locationEmployeeListSchema } from './location-employee-list/schema.ts'
import { locationIntroSchema } from './location-intro/schema.ts'
import { globalReferenceSchema } from './global-reference/schema.ts'
import { buttonSchema } from './button/schema.ts'
import { cardSchema } from './card/schema.ts'
import { employeeSchema } from './employee/schema.ts'
import { carouselSlideSchema } from './carousel-slide/schema.ts'
import { faqItemSchema } from './faq-item/schema.ts'
import { navItemSchema } from './nav-item/schema.ts'
import { navLinkSchema } from './nav-link/schema.ts'
import { footerColumnSchema } from './footer-column/schema.ts'
import { socialLinkSchema } from './social-link/schema.ts'
import { pageSchema } from './content-types/page/schema.ts'
import { articleSchema } from './content-types/article/schema.ts'
import { brandPageSchema } from './content-types/brand-page/schema.ts'
import { modelPageSchema } from './content-types/model-page/schema.ts'
import { jobSchema } from './content-types/job/schema.ts'
import { faqPageSchema } from './content-types/faq-page/schema.ts'
import { globalSchema } from './content-types/global/schema.ts'
import { siteConfigSchema } from './content-types/site-config/schema.ts'

/**
 * Every block schema by Storyblok component name. The `satisfies` makes a block listed in
 * `block-names.ts` without a schema (or the reverse) a type error. Used to validate content where
 * all blocks are needed at once (demo data tests, the preview inspector); the page renderer's
 * registry pairs each schema with its component and is code-split per route.
 */
export const blockSchemas = {
  hero: heroSchema,
  stock_hero: stockHeroSchema,
  card_grid_full_width: cardGridFullWidthSchema,
  card_grid: cardGridSchema,
  card_grid_four_columns: cardGridFourColumnsSchema,
  card_grid_masonry: cardGridMasonrySchema,
  card_grid_slider: cardGridSliderSchema,
  card_grid_small: cardGridSmallSchema,
  card_grid_two_columns: cardGridTwoColumnsSchema,
  image_content: imageContentSchema,
  employees: employeesSchema,
  embedded_video: embeddedVideoSchema,
  embedded_form: embeddedFormSchema,
  iframe: iframeSchema,
  embedded_appointment_grid: embeddedAppointmentGridSchema,
  embedded_recruitment_widget: embeddedRecruitmentWidgetSchema,
  article_latest: articleLatestSchema,
  article_overview: articleOverviewSchema,
  brand_logos: brandLogosSchema,
  brand_overview: brandOverviewSchema,
  lease_overview: leaseOverviewSchema,
  location_overview: locationOverviewSchema,
  stock_overview: stockOverviewSchema,
  stock_preview: stockPreviewSchema,
  stock_quick_entry: stockQuickEntrySchema,
  trade_in: tradeInSchema,
  financial_lease_calculator: financialLeaseCalculatorSchema,
  carousel: carouselSchema,
  lightbox: lightboxSchema,
  lease_detail: leaseDetailSchema,
  location_detail: locationDetailSchema,
  location_employee_cards: locationEmployeeCardsSchema,
  location_employee_list: locationEmployeeListSchema,
  location_intro: locationIntroSchema,
  global_reference: globalReferenceSchema,
  button: buttonSchema,
  card: cardSchema,
  employee: employeeSchema,
  carousel_slide: carouselSlideSchema,
  faq_item: faqItemSchema,
  nav_item: navItemSchema,
  nav_link: navLinkSchema,
  footer_column: footerColumnSchema,
  social_link: socialLinkSchema,
  page: pageSchema,
  article: articleSchema,
  brand_page: brandPageSchema,
  model_page: modelPageSchema,
  job: jobSchema,
  faq_page: faqPageSchema,
  global: globalSchema,
  site_config: siteConfigSchema,
} satisfies Record<BlockName, z.ZodType>
