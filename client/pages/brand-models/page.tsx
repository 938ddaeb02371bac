import { type Language } from '../../locale/language.ts'
import { langOf } from '../../locale/lang-of.ts'
import type { BodyStyle, Fuel, VehicleImage } from '../../domain/vehicle.ts'
import type { LabelledPrice } from '../../domain/brand.ts'
import { useFormats } from '../../locale/format.ts'
import { usePriceSuffix } from '../../locale/price-suffix.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { brandModelsMessages } from '../../locale/messages/brand-models.ts'
import { Link } from '../../../framework/router/link.tsx'
import { useRouter } from '../../../framework/router/router-context.ts'
import { href } from '../../routes/href.ts'
import { Button } from '../../ui/button.tsx'
import { useKeepPlace } from '../../features/stock/keep-place.ts'
import type { PageProps } from '../page-props.ts'
import './brand-models.css'

export type ModelSort = 'name' | 'price'

interface Choice<V extends string> {
  value: V
  label: string
  count: number
}

export interface BrandModelsData {
  /** `textLanguage`: of the description and the models' taglines (the stock's `Content-Language`). */
  brand: { slug: string; name: string; description: string; logo: string; textLanguage: Language }
  models: {
    slug: string
    name: string
    tagline: string
    image: VehicleImage
    fuels: string[]
    cashPriceFrom: LabelledPrice
    leasePriceFrom: LabelledPrice | null
    stockCount: number
  }[]
  /** Models of the brand before filtering. */
  total: number
  sort: ModelSort
  bodyStyle: BodyStyle | null
  fuel: Fuel | null
  bodyStyles: Choice<BodyStyle>[]
  fuels: Choice<Fuel>[]
}

/**
 * The models of a brand (spec §2 `/{brand}/models`), filtered by body style and fuel and sorted
 * by name or price through a GET form: it works without JavaScript, and with it each choice
 * applies at once.
 */
export function Page({ data }: PageProps<BrandModelsData>) {
  const router = useRouter()
  const keepPlace = useKeepPlace()
  const { brand, models } = data
  const text = useMessages(brandModelsMessages)
  const format = useFormats()
  const suffix = usePriceSuffix()
  const language = useLanguage()
  const sortLabels: Record<ModelSort, string> = text.sorts
  const path = href('brand-models', { brand: brand.slug }, language)
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value && !(key === 'sort' && value === 'name')) {
        params.append(key, value)
      }
    }
    keepPlace()
    router.navigate(href('brand-models', { brand: brand.slug }, params, language))
  }
  return (
    <div className="brand-models container">
      <header className="brand-models__header">
        <img src={brand.logo} alt="" width={120} height={40} />
        <div>
          <h1>{text.title(brand.name)}</h1>
          <p {...langOf(brand.textLanguage, language)}>{brand.description}</p>
        </div>
      </header>
      <form
        // Back and forward change the data: a new form shows the URL's choices again.
        key={`${data.sort}|${data.bodyStyle}|${data.fuel}`}
        className="brand-models__filters"
        method="get"
        action={path}
        aria-label={text.filtersLabel(brand.name)}
        onSubmit={(event) => {
          event.preventDefault()
          apply(event.currentTarget)
        }}
        onChange={(event) => apply(event.currentTarget)}
      >
        <div className="brand-models__field">
          <label htmlFor="models-body-style">{text.bodyStyle}</label>
          <select id="models-body-style" name="body_style" defaultValue={data.bodyStyle ?? ''}>
            <option value="">{text.any}</option>
            {data.bodyStyles.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label} ({choice.count})
              </option>
            ))}
          </select>
        </div>
        <div className="brand-models__field">
          <label htmlFor="models-fuel">{text.fuel}</label>
          <select id="models-fuel" name="fuel" defaultValue={data.fuel ?? ''}>
            <option value="">{text.any}</option>
            {data.fuels.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label} ({choice.count})
              </option>
            ))}
          </select>
        </div>
        <div className="brand-models__field">
          <label htmlFor="models-sort">{text.sortBy}</label>
          <select id="models-sort" name="sort" defaultValue={data.sort}>
            {Object.entries(sortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <span className="brand-models__submit">
          <Button type="submit" label={text.apply} icon={false} />
        </span>
      </form>
      <p className="brand-models__count" role="status">
        {text.count(models.length, data.total)}
      </p>
      {models.length === 0 ? (
        <p>
          {text.none(brand.name)} <Link href={path}>{text.all}</Link>
        </p>
      ) : (
        <ul className="brand-models__grid">
          {models.map((model, index) => (
            <li key={model.slug} className="model-tile">
              <img
                src={model.image.url}
                alt={model.image.alt}
                width={model.image.width}
                height={model.image.height}
                loading={index < 3 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <h2 className="model-tile__title">
                <Link
                  href={href(
                    'brand-models-model',
                    { brand: brand.slug, model: model.slug },
                    language
                  )}
                  className="model-tile__link"
                >
                  {brand.name} {model.name}
                </Link>
              </h2>
              <p className="model-tile__tagline" {...langOf(brand.textLanguage, language)}>
                {model.tagline}
              </p>
              <p className="model-tile__fuels">{model.fuels.join(' · ')}</p>
              <p className="model-tile__price">
                {text.priceFrom}
                <strong>{format.price(model.cashPriceFrom.amount)}</strong>{' '}
                {suffix(model.cashPriceFrom.suffix)}
              </p>
              {model.leasePriceFrom && (
                <p className="model-tile__lease">
                  {text.leaseFrom}
                  {format.price(model.leasePriceFrom.amount)} {suffix(model.leasePriceFrom.suffix)}
                </p>
              )}
              <p className="model-tile__stock">
                {model.stockCount > 0 ? text.inStock(model.stockCount) : text.toOrder}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
