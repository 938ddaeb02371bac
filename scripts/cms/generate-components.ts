import { readFileSync, writeFileSync } from 'node:fs'
import { COMPONENTS_FILE, EDITORS_GUIDE } from './components-file.ts'
import { componentDefinitions, componentsFileText } from './component-definitions.ts'
import { withGeneratedSections } from './editors-doc.ts'

/**
 * `npm run cms:components`: writes the Storyblok component definitions generated from the block
 * schemas to `cms/components.json` (docs/decisions/0046). Fails, naming block and field, on a zod
 * field with no Storyblok equivalent. Rewrites the generated sections of docs/editors.md too.
 */
const definitions = componentDefinitions()
writeFileSync(COMPONENTS_FILE, componentsFileText(definitions))
writeFileSync(
  EDITORS_GUIDE,
  withGeneratedSections(readFileSync(EDITORS_GUIDE, 'utf8'), definitions)
)
console.info(
  `${definitions.length} components written to ${COMPONENTS_FILE}; ${EDITORS_GUIDE} updated`
)
