import { writeFileSync } from 'node:fs'
import { COMPONENTS_FILE } from './components-file.ts'
import { componentDefinitions, componentsFileText } from './component-definitions.ts'

/**
 * `npm run cms:components`: writes the Storyblok component definitions generated from the block
 * schemas to `cms/components.json` (docs/decisions/0046). Fails, naming block and field, on a zod
 * field with no Storyblok equivalent.
 */
const definitions = componentDefinitions()
writeFileSync(COMPONENTS_FILE, componentsFileText(definitions))
console.log(`${definitions.length} components written to ${COMPONENTS_FILE}`)
