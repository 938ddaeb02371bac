import { I18N_SEPARATOR } from '../i18n.ts'
import type { StoredComponent } from './components.ts'

/**
 * A story's content checked against the space's pushed components, the way the local
 * Management API refuses what does not fit (docs/decisions/0047): a component the space does
 * not have, a field its schema does not have, a value of the wrong type, a nested block outside
 * its field's whitelist, a required field left empty. Storyblok's own editor enforces these;
 * here they are refused with 422 so a script cannot store what the site would drop.
 *
 * Returns the messages (empty: the content fits).
 */
export function checkContent(
  content: unknown,
  components: ReadonlyMap<string, StoredComponent>,
  options: { root: boolean }
): string[] {
  const errors: string[] = []
  visit(content, '', options.root, null)
  return errors

  function visit(value: unknown, path: string, root: boolean, whitelist: string[] | null): void {
    if (!isRecord(value)) {
      errors.push(`${path || 'content'} is not a block`)
      return
    }
    const name = typeof value.component === 'string' ? value.component : ''
    const at = path || 'content'
    const component = components.get(name)
    if (!component) {
      errors.push(`${at}: component "${name}" does not exist in this space`)
      return
    }
    if (root && !component.is_root) errors.push(`${at}: "${name}" is not a content type`)
    if (!root && component.is_nestable === false) errors.push(`${at}: "${name}" cannot be nested`)
    if (whitelist && !whitelist.includes(name))
      errors.push(`${at}: "${name}" is not allowed in this field`)
    if (typeof value._uid !== 'string' || value._uid === '') errors.push(`${at}._uid is missing`)
    for (const [key, field] of Object.entries(value)) {
      if (key === 'component' || key === '_uid' || key === '_editable') continue
      const [base, language] = key.split(I18N_SEPARATOR)
      const definition = component.schema[base ?? key]
      const where = `${at}.${key}`
      if (!definition) {
        errors.push(`${where}: "${name}" has no field "${base}"`)
        continue
      }
      if (language !== undefined && definition.translatable !== true) {
        errors.push(`${where}: field "${base}" of "${name}" is not translatable`)
        continue
      }
      checkField(field, definition, where)
    }
    for (const [key, definition] of Object.entries(component.schema)) {
      if (definition.required === true && isEmpty(value[key]))
        errors.push(`${at}.${key}: is required by "${name}"`)
    }
  }

  function checkField(
    value: unknown,
    definition: { type: string } & Record<string, unknown>,
    where: string
  ): void {
    if (value === null || value === undefined) return
    const wrong = (expected: string) =>
      errors.push(`${where}: expected ${expected} (a ${definition.type} field)`)
    switch (definition.type) {
      case 'text':
      case 'textarea':
      case 'markdown':
      case 'datetime':
      case 'option':
        if (typeof value !== 'string') wrong('a string')
        return
      case 'number':
        if (
          typeof value === 'number' ||
          (typeof value === 'string' && /^-?\d*(\.\d+)?$/.test(value))
        )
          return
        wrong('a number')
        return
      case 'boolean':
        if (typeof value !== 'boolean') wrong('true or false')
        return
      case 'options':
        if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
          wrong('a list of strings')
        return
      case 'asset':
        if (!isRecord(value) || !('filename' in value)) wrong('an asset ({ filename, … })')
        return
      case 'multiasset':
        if (!Array.isArray(value) || !value.every((item) => isRecord(item) && 'filename' in item))
          wrong('a list of assets')
        return
      case 'multilink':
        if (!isRecord(value)) wrong('a link ({ linktype, url | id, … })')
        return
      case 'richtext':
        if (!(value === '' || (isRecord(value) && value.type === 'doc')))
          wrong('a rich text document')
        return
      case 'bloks': {
        if (!Array.isArray(value)) {
          wrong('a list of blocks')
          return
        }
        const restricted = definition.restrict_components === true
        const list = Array.isArray(definition.component_whitelist)
          ? definition.component_whitelist.filter(
              (item): item is string => typeof item === 'string'
            )
          : []
        value.forEach((item, index) =>
          visit(item, `${where}[${index}]`, false, restricted ? list : null)
        )
        return
      }
      default:
        // Plugin fields (custom: the SEO app) hold whatever their plugin stores.
        return
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (isRecord(value) && 'filename' in value) return !value.filename
  return false
}
