import { contentTypeSchemas, nestedBlockSchemas, sectionBlockSchemas } from './block-schemas.ts'

/**
 * Storyblok component names of every block the site knows, by role, derived from the registry
 * (`block-schemas.ts`). Folder names are the same words in kebab case (`card_grid_masonry` →
 * `client/blocks/card-grid-masonry/`), content types live in `client/blocks/content-types/`.
 */

function namesOf<T extends object>(registry: T): (keyof T & string)[] {
  return Object.keys(registry).filter((name): name is keyof T & string =>
    Object.hasOwn(registry, name)
  )
}

/** Section blocks editors place in a page body (spec §2 "content blocks"). */
export const sectionBlockNames = namesOf(sectionBlockSchemas)

/** Blocks that only appear inside another block or a content type. */
export const nestedBlockNames = namesOf(nestedBlockSchemas)

/** Root components of stories (Storyblok "content types"). */
export const contentTypeNames = namesOf(contentTypeSchemas)

export type SectionBlockName = keyof typeof sectionBlockSchemas
export type NestedBlockName = keyof typeof nestedBlockSchemas
export type ContentTypeName = keyof typeof contentTypeSchemas
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
