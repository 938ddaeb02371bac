import { describe, expect, it } from 'vitest'
import {
  blockFolder,
  contentTypeNames,
  nestedBlockNames,
  sectionBlockNames,
} from './block-names.ts'
import { blockSchemas } from './block-schemas.ts'

const uid = { _uid: '3f0c6d1e-0b7a-4f5e-9a36-2d5f1c8e7b41' }

describe('block registry of schemas', () => {
  it('names each schema after the component it accepts', () => {
    for (const [name, schema] of Object.entries(blockSchemas)) {
      expect(schema.shape.component.value, name).toBe(name)
    }
  })

  it('has one folder per block, named after the component in kebab case', () => {
    const files = new Set(
      Object.keys(import.meta.glob(['./*/schema.ts', './content-types/*/schema.ts']))
    )
    const expected = [
      ...[...sectionBlockNames, ...nestedBlockNames].map(
        (name) => `./${blockFolder(name)}/schema.ts`
      ),
      ...contentTypeNames.map((name) => `./content-types/${blockFolder(name)}/schema.ts`),
    ]
    expect(expected.filter((file) => !files.has(file))).toEqual([])
    expect(files.size).toBe(expected.length)
  })

  it('rejects a block of another component', () => {
    expect(
      blockSchemas.hero.safeParse({ ...uid, component: 'card_grid', title: 'x' }).success
    ).toBe(false)
  })
})

describe('lenient fields', () => {
  it('fills defaults for what editors leave empty', () => {
    const block = blockSchemas.article_latest.parse({
      ...uid,
      component: 'article_latest',
      title: null,
      count: '',
    })
    expect(block).toMatchObject({ title: '', count: 3, tag: '', overview_link: null })
  })

  it('reads Storyblok number fields sent as strings and enforces their bounds', () => {
    const base = { ...uid, component: 'financial_lease_calculator' }
    expect(
      blockSchemas.financial_lease_calculator.parse({
        ...base,
        default_duration: '36',
        interest_rate: '3.9',
      })
    ).toMatchObject({ default_duration: 36, interest_rate: 3.9 })
    expect(
      blockSchemas.financial_lease_calculator.safeParse({ ...base, default_duration: '96' }).success
    ).toBe(false)
  })

  it('falls back on unknown design options instead of failing', () => {
    const hero = blockSchemas.hero.parse({
      ...uid,
      component: 'hero',
      title: 'Titre',
      image: { filename: '/demo/a.svg' },
      height: 'huge',
    })
    expect(hero.height).toBe('large')
  })

  it('turns an empty rich text field into an empty document', () => {
    const block = blockSchemas.trade_in.parse({
      ...uid,
      component: 'trade_in',
      title: 'Reprise',
      text: '',
    })
    expect(block.text).toEqual({ type: 'doc', content: [] })
  })
})

describe('strict fields', () => {
  const hero = (image: unknown) =>
    blockSchemas.hero.safeParse({ ...uid, component: 'hero', title: 'Titre', image })

  it('requires an image source that is site-relative or https', () => {
    expect(hero({ filename: '/demo/content/banniere.svg', alt: 'Route' }).data?.image).toEqual({
      src: '/demo/content/banniere.svg',
      alt: 'Route',
      title: '',
      focus: null,
    })
    expect(hero({ filename: 'https://a.storyblok.com/f/1/x.jpg' }).success).toBe(true)
    for (const filename of [
      '',
      'data:image/svg+xml,<svg/>',
      'javascript:alert(1)',
      '//evil.example/x.png',
      'http://a.storyblok.com/x.jpg',
    ]) {
      expect(hero({ filename }).success, filename).toBe(false)
    }
  })

  const link = (value: unknown) =>
    blockSchemas.button.safeParse({ ...uid, component: 'button', label: 'Go', link: value })

  it('builds hrefs from Storyblok links', () => {
    expect(
      link({ linktype: 'story', cached_url: 'services/carrosserie', anchor: 'devis' }).data?.link
    ).toEqual({ href: '/services/carrosserie#devis', external: false, newTab: false })
    expect(link({ linktype: 'story', cached_url: 'home-page/' }).data?.link.href).toBe('/')
    expect(link({ linktype: 'url', url: 'www.example.lu', target: '_blank' }).data?.link).toEqual({
      href: 'https://www.example.lu',
      external: true,
      newTab: true,
    })
    expect(link({ linktype: 'email', email: 'info@groupe-auto.example' }).data?.link.href).toBe(
      'mailto:info@groupe-auto.example'
    )
    expect(link({ linktype: 'url', url: 'tel:+35226441000' }).data?.link.href).toBe(
      'tel:+35226441000'
    )
  })

  it('refuses unsafe or empty required links', () => {
    for (const value of [
      { linktype: 'url', url: 'javascript:alert(1)' },
      { linktype: 'url', url: 'data:text/html,<b>x</b>' },
      { linktype: 'url', url: '//evil.example' },
      { linktype: 'story', cached_url: '' },
      { linktype: 'email', email: 'not an address' },
    ]) {
      expect(link(value).success, JSON.stringify(value)).toBe(false)
    }
  })

  it('drops unresolved global references but keeps resolved stories', () => {
    const result = blockSchemas.global_reference.parse({
      ...uid,
      component: 'global_reference',
      references: ['0c1d…'],
    })
    expect(result.references).toEqual([])
  })
})
