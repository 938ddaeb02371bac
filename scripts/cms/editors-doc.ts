import { SITE_CONFIG_SLUG } from '../../client/blocks/content-types/site-config/schema.ts'
import { builtInFrame } from '../../client/config/navigation.ts'
import { HOME_SLUG } from '../../client/domain/story-url.ts'
import { catchAllSlug, matchRoute } from '../../client/routes/match-route.ts'
import { contentPages } from '../../client/routes/href.ts'
import { isCatchAll } from '../../client/routes/route-table.ts'
import { blocksWithScreenshot } from './block-screenshots.ts'
import type { ComponentDefinition } from './component-definitions.ts'

/**
 * The generated parts of docs/editors.md: the story slugs the code links to (so a new space
 * must have them) and the table of blocks (from the component definitions). `npm run
 * cms:components` rewrites them; a test fails when the guide and the code disagree.
 */

/** Each slug the code fixes, with where it comes from. */
export function requiredSlugs(): { slug: string; why: string }[] {
  const found = new Map<string, Set<string>>()
  const add = (slug: string, why: string) => {
    if (!found.has(slug)) found.set(slug, new Set())
    found.get(slug)?.add(why)
  }
  add(HOME_SLUG, 'la page d’accueil (`/`)')
  add(SITE_CONFIG_SLUG, 'menu, barre du haut et pied de page')
  for (const [name, slug] of Object.entries(contentPages))
    if (slug) add(slug, `lien « ${name} » de l’interface`)
  const frame = builtInFrame('fr')
  const navigation = [
    ...frame.main.flatMap((menu) => [
      ...(menu.href ? [{ href: menu.href, why: `menu principal (${menu.label})` }] : []),
      ...menu.children.map((link) => ({ href: link.href, why: `menu principal (${link.label})` })),
    ]),
    ...frame.footer.columns.flatMap((column) =>
      column.links.map((link) => ({ href: link.href, why: `pied de page (${link.label})` }))
    ),
    ...frame.footer.legal.map((link) => ({ href: link.href, why: `liens légaux (${link.label})` })),
  ]
  for (const { href, why } of navigation) {
    const path = href.split(/[?#]/)[0] ?? href
    const match = matchRoute(path)
    if (match?.kind !== 'match' || !isCatchAll(match.route)) continue
    const slug = catchAllSlug(match.route, path)
    if (slug) add(slug, why)
  }
  return [...found]
    .map(([slug, reasons]) => ({ slug, why: [...reasons].join(' ; ') }))
    .sort((a, b) => a.slug.localeCompare(b.slug))
}

const cell = (text: string) => text.replaceAll('|', '\\|')

export function slugsMarkdown(): string {
  return [
    '| Slug | Pourquoi le site en a besoin |',
    '| --- | --- |',
    ...requiredSlugs().map(({ slug, why }) => `| \`${slug}\` | ${cell(why)} |`),
  ].join('\n')
}

/**
 * The table of blocks; `screenshots` names the blocks with a picture in docs/editors/blocks/
 * (`npm run cms:screenshots`), linked from their row.
 */
export function blocksMarkdown(
  components: ComponentDefinition[],
  screenshots: ReadonlySet<string> = new Set()
): string {
  const preview = (name: string) =>
    screenshots.has(name) ? `[voir](editors/blocks/${name}.jpg)` : ''
  return [
    '| Bloc | Nom technique | Groupe | À quoi il sert | Aperçu |',
    '| --- | --- | --- | --- | --- |',
    ...components.map(
      (component) =>
        `| ${cell(component.display_name)} | \`${component.name}\` | ${cell(component.component_group_name)} | ${cell(component.description)} | ${preview(component.name)} |`
    ),
  ].join('\n')
}

/**
 * The guide with its generated sections (between `<!-- generated:NAME -->` markers) rewritten;
 * the block table links the screenshots found in docs/editors/blocks/ unless told which exist.
 */
export function withGeneratedSections(
  text: string,
  components: ComponentDefinition[],
  screenshots: ReadonlySet<string> = blocksWithScreenshot()
): string {
  const sections: Record<string, string> = {
    slugs: slugsMarkdown(),
    blocks: blocksMarkdown(components, screenshots),
  }
  let result = text
  for (const [name, body] of Object.entries(sections)) {
    const pattern = new RegExp(
      `(<!-- generated:${name} -->)[\\s\\S]*?(<!-- /generated:${name} -->)`
    )
    if (!pattern.test(result)) throw new Error(`docs/editors.md has no generated:${name} section`)
    result = result.replace(
      pattern,
      (_, open: string, close: string) => `${open}\n${body}\n${close}`
    )
  }
  return result
}
