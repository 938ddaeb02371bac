import type {
  AppointmentGridData,
  LocationBlockData,
} from '../features/locations/location-block-types.ts'
import type { LocationOverviewData } from '../features/locations/location-overview-types.ts'
import type {
  StockHeroData,
  StockOverviewData,
  StockPreviewData,
  StockQuickEntryData,
} from '../features/stock/overview-types.ts'
import type { ArticleListData } from './article-latest/article-data.ts'
import { withData } from './block-data-marker.ts'
import type { BrandListData } from './brand-logos/brand-data.ts'
import type { EmbeddedFormData } from './embedded-form/form-data.ts'
import type { JobListData } from './embedded-recruitment-widget/job-data.ts'
import type { FinancialLeaseCalculatorData } from './financial-lease-calculator/calculator-data.ts'
import type { LeaseDetailData } from './lease-detail/lease-detail-data.ts'
import type { LeaseOverviewData } from './lease-overview/lease-overview-data.ts'
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
 * The registry of blocks: each block's schema by Storyblok component name, in the group editors
 * find it in (sections, nested blocks, content types), and the type of its server data for the
 * blocks that load some (`withData`). Block names (`block-names.ts`) and `BlockDataMap`
 * (`block-data-map.ts`) are derived from it: registering a block is one line here. Used to
 * validate content where all blocks are needed at once (the Worker, demo data tests, the Storyblok
 * definitions); the browser renders validated blocks and loads each component on its own
 * (`block-modules.ts`).
 */

/** Section blocks editors place in a page body (spec §2 "content blocks"), in the editors' order. */
export const sectionBlockSchemas = {
  hero: heroSchema,
  stock_hero: withData<StockHeroData | null>()(stockHeroSchema),
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
  embedded_form: withData<EmbeddedFormData>()(embeddedFormSchema),
  iframe: iframeSchema,
  embedded_appointment_grid: withData<AppointmentGridData>()(embeddedAppointmentGridSchema),
  embedded_recruitment_widget: withData<JobListData>()(embeddedRecruitmentWidgetSchema),
  article_latest: withData<ArticleListData>()(articleLatestSchema),
  article_overview: withData<ArticleListData>()(articleOverviewSchema),
  brand_logos: withData<BrandListData>()(brandLogosSchema),
  brand_overview: withData<BrandListData>()(brandOverviewSchema),
  lease_overview: withData<LeaseOverviewData>()(leaseOverviewSchema),
  location_overview: withData<LocationOverviewData>()(locationOverviewSchema),
  stock_overview: withData<StockOverviewData | null>()(stockOverviewSchema),
  stock_preview: withData<StockPreviewData | null>()(stockPreviewSchema),
  stock_quick_entry: withData<StockQuickEntryData | null>()(stockQuickEntrySchema),
  trade_in: tradeInSchema,
  financial_lease_calculator: withData<FinancialLeaseCalculatorData>()(
    financialLeaseCalculatorSchema
  ),
  carousel: carouselSchema,
  lightbox: lightboxSchema,
  lease_detail: withData<LeaseDetailData>()(leaseDetailSchema),
  location_detail: withData<LocationBlockData | null>()(locationDetailSchema),
  location_employee_cards: withData<LocationBlockData | null>()(locationEmployeeCardsSchema),
  location_employee_list: withData<LocationBlockData | null>()(locationEmployeeListSchema),
  location_intro: withData<LocationBlockData | null>()(locationIntroSchema),
  global_reference: globalReferenceSchema,
}

/** Blocks that only appear inside another block or a content type. */
export const nestedBlockSchemas = {
  button: buttonSchema,
  card: cardSchema,
  employee: employeeSchema,
  carousel_slide: carouselSlideSchema,
  faq_item: faqItemSchema,
  nav_item: navItemSchema,
  nav_link: navLinkSchema,
  footer_column: footerColumnSchema,
  social_link: socialLinkSchema,
}

/** Root components of stories (Storyblok "content types"). */
export const contentTypeSchemas = {
  page: pageSchema,
  article: articleSchema,
  brand_page: brandPageSchema,
  model_page: modelPageSchema,
  job: jobSchema,
  faq_page: faqPageSchema,
  global: globalSchema,
  site_config: siteConfigSchema,
}

/** Every block schema by component name. */
export const blockSchemas = {
  ...sectionBlockSchemas,
  ...nestedBlockSchemas,
  ...contentTypeSchemas,
}
