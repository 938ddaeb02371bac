import { locations } from '../locations.ts'
import type { Block, ContentContext } from './builder.ts'
import { asset, type JsonObject } from './fields.ts'

/** Small builders for blocks used on many pages. */

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'ghost'

export function button(
  ctx: ContentContext,
  label: string,
  link: JsonObject,
  variant: ButtonVariant = 'primary'
): Block {
  return ctx.block('button', {
    label,
    link,
    variant,
    size: 'medium',
    icon: '',
    icon_position: 'end',
    full_width: false,
    on_dark_background: false,
    disabled: false,
  })
}

export type CardInput = {
  title: string
  text?: string
  image?: JsonObject
  link?: JsonObject
  linkLabel?: string
  badge?: string
}

export function card(ctx: ContentContext, input: CardInput): Block {
  const fields: JsonObject = {
    title: input.title,
    text: input.text ?? '',
    link_label: input.linkLabel ?? '',
    badge: input.badge ?? '',
  }
  if (input.image) fields.image = input.image
  if (input.link) fields.link = input.link
  return ctx.block('card', fields)
}

export function cardGrid(
  ctx: ContentContext,
  component: string,
  input: {
    title?: string
    intro?: string
    cards: CardInput[]
    buttons?: Block[]
    background?: 'white' | 'light' | 'dark'
  }
): Block {
  return ctx.block(component, {
    title: input.title ?? '',
    intro: input.intro ?? '',
    cards: input.cards.map((item) => card(ctx, item)),
    buttons: input.buttons ?? [],
    background: input.background ?? 'white',
  })
}

export function hero(
  ctx: ContentContext,
  input: {
    title: string
    subtitle?: string
    image: JsonObject
    buttons?: Block[]
    height?: 'small' | 'medium' | 'large'
  }
): Block {
  return ctx.block('hero', {
    title: input.title,
    subtitle: input.subtitle ?? '',
    image: input.image,
    buttons: input.buttons ?? [],
    height: input.height ?? 'medium',
    overlay: 'dark',
    text_position: 'left',
  })
}

export function imageContent(
  ctx: ContentContext,
  input: {
    title: string
    text: JsonObject
    image: JsonObject
    position?: 'left' | 'right'
    buttons?: Block[]
    background?: 'white' | 'light'
  }
): Block {
  return ctx.block('image_content', {
    title: input.title,
    text: input.text,
    image: input.image,
    image_position: input.position ?? 'left',
    buttons: input.buttons ?? [],
    background: input.background ?? 'white',
  })
}

export function form(
  ctx: ContentContext,
  kind: string,
  input: { title?: string; intro?: string; location?: string; brand?: string; success?: string }
): Block {
  return ctx.block('embedded_form', {
    form: kind,
    title: input.title ?? '',
    intro: input.intro ?? '',
    location: input.location ?? '',
    brand: input.brand ?? '',
    success_message:
      input.success ??
      'Merci ! Votre demande nous est bien parvenue. Un conseiller vous recontacte sous 24 heures ouvrables.',
  })
}

/** The reusable blocks of `global/*` stories, shown through `global_reference`. */
export function globalReference(ctx: ContentContext, ...slugs: string[]): Block {
  return ctx.block('global_reference', { references: slugs.map((slug) => ctx.uuidOf(slug)) })
}

/** SEO plugin field and flags shared by every content type. */
export function seo(title: string, description: string): JsonObject {
  return {
    seo: {
      _uid: '',
      title,
      plugin: 'seo_metatags',
      description,
      og_image: '',
      og_title: '',
      og_description: '',
    },
    noindex: false,
    breadcrumb_title: '',
  }
}

export function page(
  body: Block[],
  meta: JsonObject,
  extra: JsonObject = {}
): JsonObject & { component: string } {
  return { component: 'page', body, hide_breadcrumbs: false, ...meta, ...extra }
}

/** An `employee` block for one of the demo dealerships' people (by index, wrapping around). */
export function employeeBlock(ctx: ContentContext, index: number, quote: string): Block {
  const people = locations.flatMap((location) =>
    location.employees.map((person) => ({ ...person, location: location.slug }))
  )
  const person = people[index % people.length]
  if (!person) throw new Error('No demo employees')
  return ctx.block('employee', {
    name: person.name,
    job_title: person.role,
    photo: asset(person.photo, `Portrait de ${person.name}`),
    email: person.email,
    phone: person.phone,
    location: person.location,
    quote,
  })
}
