/**
 * Storyblok component names of every block the site knows, by role. Folder names are the same
 * words in kebab case (`card_grid_masonry` → `client/blocks/card-grid-masonry/`), content types
 * live in `client/blocks/content-types/`.
 */

/** Section blocks editors place in a page body (spec §2 "content blocks"). */
export const sectionBlockNames = [
  'hero',
  'stock_hero',
  'card_grid_full_width',
  'card_grid',
  'card_grid_four_columns',
  'card_grid_masonry',
  'card_grid_slider',
  'card_grid_small',
  'card_grid_two_columns',
  'image_content',
  'employees',
  'embedded_video',
  'embedded_form',
  'iframe',
  'embedded_appointment_grid',
  'embedded_recruitment_widget',
  'article_latest',
  'article_overview',
  'brand_logos',
  'brand_overview',
  'lease_overview',
  'location_overview',
  'stock_overview',
  'stock_preview',
  'stock_quick_entry',
  'trade_in',
  'financial_lease_calculator',
  'carousel',
  'lightbox',
  'lease_detail',
  'location_detail',
  'location_employee_cards',
  'location_employee_list',
  'location_intro',
  'global_reference',
] as const

/** Blocks that only appear inside another block or a content type. */
export const nestedBlockNames = [
  'button',
  'card',
  'employee',
  'carousel_slide',
  'faq_item',
  'nav_item',
  'nav_link',
  'footer_column',
  'social_link',
] as const

/** Root components of stories (Storyblok "content types"). */
export const contentTypeNames = [
  'page',
  'article',
  'brand_page',
  'model_page',
  'job',
  'faq_page',
  'global',
  'site_config',
] as const

export type SectionBlockName = (typeof sectionBlockNames)[number]
export type NestedBlockName = (typeof nestedBlockNames)[number]
export type ContentTypeName = (typeof contentTypeNames)[number]
export type BlockName = SectionBlockName | NestedBlockName | ContentTypeName

const blockNames = new Set<string>([...sectionBlockNames, ...nestedBlockNames, ...contentTypeNames])

/** Whether a component name is one the site knows (has a schema in `block-schemas.ts`). */
export function isBlockName(name: string): name is BlockName {
  return blockNames.has(name)
}

/** `card_grid_masonry` → `card-grid-masonry`: the block's folder name. */
export function blockFolder(name: BlockName): string {
  return name.replaceAll('_', '-')
}
