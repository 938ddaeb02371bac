import type { DeploymentTexts } from '../../deployment-schema.ts'
import { languageFiles, languageFilesOnDisk } from '../../../locale/messages/language-files.ts'

/**
 * The deployment's own words, one file per language (`<language>/texts.ts`): found like an
 * interface catalogue's files, so a browser bundle carries its own language's alone
 * (framework/build/one-language-plugin.ts) and a new language is a new file, no edit here.
 */
export const texts = languageFiles<DeploymentTexts>(
  import.meta.env
    ? import.meta.glob<DeploymentTexts>('./*/texts.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<DeploymentTexts>(import.meta.url, 'texts')
)
