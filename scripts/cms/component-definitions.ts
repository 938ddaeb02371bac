import { z } from 'zod'
import {
  contentTypeNames,
  nestedBlockNames,
  sectionBlockNames,
  type BlockName,
} from '../../client/blocks/block-names.ts'
import { blockSchemas } from '../../client/blocks/block-schemas.ts'
import { buttonsField } from '../../client/blocks/button/schema.ts'
import {
  downloadField,
  imageField,
  imageListField,
  optionalImageField,
} from '../../client/blocks/fields/asset.ts'
import { blocksField } from '../../client/blocks/fields/blocks.ts'
import { linkField, optionalLinkField } from '../../client/blocks/fields/link.ts'
import { richTextField } from '../../client/blocks/fields/rich-text.ts'
import { seoFields } from '../../client/blocks/fields/seo.ts'
import {
  optionalSlug,
  optionalText,
  requiredText,
  slugList,
  slugText,
} from '../../client/blocks/fields/text.ts'
import vehicleAttributes from '../../client/locale/messages/fr/vehicle-attributes.ts'
import vehicleVocabulary from '../../client/locale/messages/fr/vehicle-vocabulary.ts'
import { TRANSLATABLE_TEXT_FIELDS } from '../demo-data/content/translatable.ts'
import {
  fieldOverrides,
  fieldTexts,
  GROUP_NAMES,
  optionLabels,
  type FieldHint,
} from './editor-texts.ts'

/**
 * Storyblok component definitions generated from the block schemas (docs/decisions/0046).
 *
 * What a field is (type, required, default, option values, nested-block whitelist, number range)
 * is read from the zod schema itself; the component's French name and purpose from the schema's
 * `.meta({ title, description })`, beside it in the block's `schema.ts`; what zod cannot say of a
 * field (the French label and help text, a long text that wants a text area, a pick list read
 * from a datasource) comes from `editor-texts.ts`. A zod construct with no Storyblok equivalent
 * throws, naming block and field.
 */

/** One field of a Storyblok component schema (the keys Storyblok's block library stores). */
export const storyblokFieldSchema = z.looseObject({
  type: z.enum([
    'text',
    'textarea',
    'richtext',
    'markdown',
    'number',
    'boolean',
    'datetime',
    'option',
    'options',
    'asset',
    'multiasset',
    'multilink',
    'bloks',
    'custom',
  ]),
  pos: z.number().int(),
  display_name: z.string(),
  description: z.string().optional(),
  required: z.boolean().optional(),
  translatable: z.boolean().optional(),
  default_value: z.union([z.string(), z.number(), z.boolean()]).optional(),
})
export type StoryblokField = z.infer<typeof storyblokFieldSchema>

/** A component as committed in `cms/components.json` (Storyblok's JSON, group by name). */
export const componentDefinitionSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  description: z.string(),
  is_root: z.boolean(),
  is_nestable: z.boolean(),
  /** The component group's name; `cms:push` turns it into the space's `component_group_uuid`. */
  component_group_name: z.string(),
  schema: z.record(z.string(), storyblokFieldSchema),
})
export type ComponentDefinition = z.infer<typeof componentDefinitionSchema>

export class UnmappedFieldError extends Error {
  constructor(block: string, field: string, why: string) {
    super(`Block "${block}", field "${field}": ${why}`)
    this.name = 'UnmappedFieldError'
  }
}

/** Storyblok's own markers: never part of a component schema. */
const STORYBLOK_KEYS = new Set(['_uid', '_editable', 'component'])

type Zod = z.core.$ZodType

/** The schema under optional/nullable/default/catch/readonly/pipe wrappers, input side first. */
function unwrap(schema: Zod): Zod {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodReadonly
  )
    return unwrap(schema.def.innerType)
  if (schema instanceof z.ZodPipe) {
    // A preprocess is a pipe from a transform: the real shape is its output.
    return schema.in instanceof z.ZodTransform ? unwrap(schema.out) : unwrap(schema.in)
  }
  return schema
}

/** The schema on the output side of pipes (where a pipe ends in a schema, not a transform). */
function outputSide(schema: Zod): Zod {
  if (schema instanceof z.ZodPipe)
    return schema.out instanceof z.ZodTransform ? outputSide(schema.in) : outputSide(schema.out)
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return outputSide(schema.def.innerType)
  return schema
}

/** The parts of a zod check the generator reads (length bounds, a string's pattern). */
const checkSchema = z.looseObject({
  check: z.string().optional(),
  format: z.string().optional(),
  pattern: z.instanceof(RegExp).optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
})

function checks(schema: Zod): z.infer<typeof checkSchema>[] {
  return (schema._zod.def.checks ?? []).map((check) => checkSchema.parse(check._zod.def))
}

/** The component names an array of blocks accepts (its items' `component` literals). */
function componentsOf(item: Zod): string[] | null {
  const inner = unwrap(item)
  if (inner instanceof z.ZodUnion)
    return inner.options.flatMap((option: Zod) => componentsOf(option) ?? [])
  if (!(inner instanceof z.ZodObject)) return null
  const component: unknown = inner.shape.component
  return component instanceof z.ZodLiteral ? [...component.values].map(String) : null
}

function defaultOf(schema: Zod): string | number | boolean | undefined {
  const parsed = z.safeParse(schema, undefined)
  if (!parsed.success) return undefined
  const value: unknown = parsed.data
  if (typeof value === 'boolean' || typeof value === 'number') return value
  return typeof value === 'string' && value !== '' ? value : undefined
}

function isRequired(schema: Zod): boolean {
  return !z.safeParse(schema, undefined).success
}

const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$'

type Mapped = { type: StoryblokField['type']; options?: unknown } & Record<string, unknown>

/** Fields made with a shared helper: recognised by identity, they say what they are. */
function byHelper(schema: Zod): Mapped | null {
  const images = { filetypes: ['images'] }
  if (schema === imageField || schema === optionalImageField) return { type: 'asset', ...images }
  if (schema === imageListField) return { type: 'multiasset', ...images }
  if (schema === downloadField) return { type: 'asset', filetypes: ['texts'] }
  if (schema === linkField || schema === optionalLinkField)
    return {
      type: 'multilink',
      allow_target_blank: true,
      email_link_type: true,
      asset_link_type: true,
    }
  if (schema === richTextField) return { type: 'richtext' }
  if (schema === requiredText || schema === optionalText) return { type: 'text' }
  if (schema === slugText || schema === optionalSlug) return { type: 'text', regex: SLUG_PATTERN }
  if (schema === seoFields.seo) return { type: 'custom', field_type: 'seo_metatags', options: [] }
  if (schema === blocksField)
    return {
      type: 'bloks',
      restrict_type: '',
      restrict_components: true,
      component_whitelist: [...sectionBlockNames],
    }
  if (schema === buttonsField)
    return {
      type: 'bloks',
      restrict_type: '',
      restrict_components: true,
      component_whitelist: ['button'],
    }
  if (schema === slugList) return null // a pick list: its source comes from editor-texts.ts
  return null
}

/** The French name editors see for an option value: the site's own catalogue, else the glossary. */
const vocabularyLabels: Record<string, string> = {
  ...vehicleAttributes.bodyStyle,
  ...vehicleVocabulary.fuel,
}
const optionsOf = (values: string[]) =>
  values.map((value) => ({ name: optionLabels[value] ?? vocabularyLabels[value] ?? value, value }))

/** Fields read from the zod structure (factories such as `optionField`, `numberField`). */
function byStructure(schema: Zod, fail: (why: string) => never): Mapped {
  const inner = unwrap(schema)
  if (inner instanceof z.ZodBoolean) return { type: 'boolean' }
  if (inner instanceof z.ZodEnum)
    return { type: 'option', options: optionsOf(inner.options.map(String)) }
  // Plain strings and string formats (`z.url()`, `z.email()`) alike.
  if (inner._zod.def.type === 'string') {
    const pattern = checks(inner).find((check) => check.format === 'regex')?.pattern
    return pattern ? { type: 'text', regex: pattern.source } : { type: 'text' }
  }
  if (inner instanceof z.ZodUnion) {
    const options: readonly Zod[] = inner.options
    const out = outputSide(schema)
    // A number field (numbers arrive as strings from Storyblok "number" fields).
    if (options.some((option) => option instanceof z.ZodNumber) && out instanceof z.ZodNumber) {
      const range: Record<string, number> = {}
      if (Number.isFinite(out.minValue)) range.min_value = Number(out.minValue)
      if (Number.isFinite(out.maxValue)) range.max_value = Number(out.maxValue)
      return { type: 'number', ...range, decimals: out.isInt ? 0 : 2 }
    }
    // An e-mail address or blank.
    if (options.every((option) => ['string', 'literal'].includes(option._zod.def.type)))
      return { type: 'text' }
    return fail(
      `a union of ${options.map((option) => option._zod.def.type).join(', ')} has no Storyblok field type`
    )
  }
  if (inner instanceof z.ZodArray) {
    const item: Zod = inner.element
    if (item === optionalImageField || item === imageField)
      return { type: 'multiasset', filetypes: ['images'] }
    const components = componentsOf(item)
    if (components && components.length > 0) {
      const min = checks(inner).find((check) => check.check === 'min_length')?.minimum
      const max = checks(inner).find((check) => check.check === 'max_length')?.maximum
      return {
        type: 'bloks',
        restrict_type: '',
        restrict_components: true,
        component_whitelist: components,
        ...(typeof min === 'number' ? { minimum: min } : {}),
        ...(typeof max === 'number' ? { maximum: max } : {}),
      }
    }
    return fail(
      `an array of ${unwrap(item)._zod.def.type} has no Storyblok field type without a hint`
    )
  }
  return fail(`zod type "${inner._zod.def.type}" has no Storyblok field type`)
}

function applyHint(
  mapped: Mapped | null,
  hint: FieldHint | undefined,
  isList: boolean,
  fail: (why: string) => never
): Mapped | null {
  if (!hint?.as) return mapped
  switch (hint.as) {
    case 'textarea':
    case 'datetime':
      if (mapped?.type !== 'text')
        return fail(`"${hint.as}" needs a text field, the schema has ${mapped?.type ?? 'a list'}`)
      return { type: hint.as }
    case 'datasource':
      return {
        type: isList ? 'options' : 'option',
        source: 'internal',
        datasource_slug: hint.datasource,
      }
    case 'stories':
      if (!isList) return fail('a story pick list needs a list in the schema')
      return { type: 'options', source: 'internal_stories', filter_content_type: hint.contentTypes }
  }
}

const TRANSLATABLE_TYPES = new Set(['text', 'textarea', 'richtext', 'markdown'])

function fieldDefinition(
  block: BlockName,
  field: string,
  schema: Zod,
  pos: number
): StoryblokField {
  const fail = (why: string): never => {
    throw new UnmappedFieldError(block, field, why)
  }
  const glossary = fieldTexts[field]
  const override = fieldOverrides[block]?.[field]
  const texts = {
    label: override?.label ?? glossary?.label,
    description: override?.description ?? glossary?.description,
  }
  if (!texts.label) fail('no French label in scripts/cms/editor-texts.ts')
  // A list of slugs or of story references is a pick list: its source is the hint's to say.
  const isList = unwrap(schema) instanceof z.ZodArray
  const picked = override?.as ?? glossary?.as
  const mapped =
    byHelper(schema) ??
    (schema === slugList || (isList && picked === 'stories') ? null : byStructure(schema, fail))
  // A glossary's text area applies to plain texts only; a block's own hint must fit its field.
  const hint: FieldHint | undefined =
    override?.as !== undefined
      ? override
      : glossary?.as === 'textarea' && mapped?.type !== 'text'
        ? undefined
        : glossary
  const hinted = applyHint(mapped, hint, isList, fail)
  if (!hinted) return fail('a list of slugs needs a datasource in scripts/cms/editor-texts.ts')
  const { options, ...rest } = hinted
  const isOption = rest.type === 'option' || rest.type === 'options'
  const isText = TRANSLATABLE_TYPES.has(rest.type) && !('regex' in rest)
  // Translated as the demo space translates (scripts/demo-data/content/translatable.ts): the
  // texts a visitor reads, images (their alt text) and the SEO plugin's texts; never a slug, an
  // option value, a link, a number or a switch.
  const translatable =
    (isText && (TRANSLATABLE_TEXT_FIELDS.has(field) || glossary?.translatable === true)) ||
    rest.type === 'asset' ||
    rest.type === 'multiasset' ||
    rest.type === 'custom'
  const fallback = defaultOf(schema)
  return storyblokFieldSchema.parse({
    ...rest,
    pos,
    display_name: texts.label,
    ...(texts.description ? { description: texts.description } : {}),
    required: isRequired(schema),
    translatable,
    ...(fallback !== undefined && !isOption ? { default_value: fallback } : {}),
    ...(fallback !== undefined && isOption && !('source' in rest)
      ? { default_value: fallback }
      : {}),
    ...(options ? { options } : {}),
  })
}

const contentTypes = new Set<string>(contentTypeNames)
const nested = new Set<string>(nestedBlockNames)

function roleOf(name: BlockName): keyof typeof GROUP_NAMES {
  if (contentTypes.has(name)) return 'contentTypes'
  if (nested.has(name)) return 'nested'
  return 'sections'
}

const editorText = z.object({ title: z.string().min(1), description: z.string().min(1) })

/** The component's French name and purpose for the editors: its schema's `.meta()`. */
function editorTextOf(name: BlockName, schema: Zod): z.infer<typeof editorText> {
  const text = editorText.safeParse(z.globalRegistry.get(schema))
  if (!text.success) {
    throw new Error(
      `${name}: no French name and purpose for the editors; add .meta({ title, description }) to its schema`
    )
  }
  return text.data
}

/** Every component's definition, in the order of `block-names.ts`. Throws on an unmapped field. */
export function componentDefinitions(): ComponentDefinition[] {
  const names: BlockName[] = [...sectionBlockNames, ...nestedBlockNames, ...contentTypeNames]
  return names.map((name) => {
    const schema: Zod = blockSchemas[name]
    const text = editorTextOf(name, schema)
    const fields = Object.entries(schema instanceof z.ZodObject ? schema.shape : {}).filter(
      ([field]) => !STORYBLOK_KEYS.has(field)
    )
    const role = roleOf(name)
    return {
      name,
      display_name: text.title,
      description: text.description,
      is_root: role === 'contentTypes',
      is_nestable: role !== 'contentTypes',
      component_group_name: GROUP_NAMES[role],
      schema: Object.fromEntries(
        fields.map(([field, value], pos) => [field, fieldDefinition(name, field, value, pos)])
      ),
    }
  })
}

/** The committed file's text: stable key order, two-space JSON, one trailing newline. */
export function componentsFileText(definitions: ComponentDefinition[]): string {
  return `${JSON.stringify({ components: definitions }, null, 2)}\n`
}
