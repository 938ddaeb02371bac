import type { FaqItemBlock } from '../../faq-item/schema.ts'

export interface FaqGroup {
  /** Empty for questions without a category. */
  category: string
  /** A slug of the category, for heading ids. */
  id: string
  items: FaqItemBlock[]
}

function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'questions'
  )
}

/** Questions grouped by category in order of first appearance (schema: `faq_page`). */
export function groupFaqItems(items: readonly FaqItemBlock[]): FaqGroup[] {
  const groups = new Map<string, FaqGroup>()
  for (const item of items) {
    const category = item.category.trim()
    const key = category.toLocaleLowerCase('fr-LU')
    let group = groups.get(key)
    if (!group) {
      group = { category, id: `${slug(category)}-${groups.size + 1}`, items: [] }
      groups.set(key, group)
    }
    group.items.push(item)
  }
  return [...groups.values()]
}
