import { langOf } from '../../locale/lang-of.ts'
import type { LabelledPrice, Model } from '../../domain/brand.ts'
import type { Money } from '../../domain/vehicle.ts'
import type { VehicleCardData } from '../../features/vehicle-card/vehicle-card-data.ts'
import { Gallery } from '../../features/gallery/gallery.tsx'
import { LazyVehicleActions } from '../../features/stock/lazy-vehicle-actions.tsx'
import { VehicleCard } from '../../features/vehicle-card/vehicle-card.tsx'
import type { Formats } from '../../locale/format.ts'
import { useFormats } from '../../locale/format.ts'
import { usePriceSuffix } from '../../locale/price-suffix.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { modelDetailMessages } from '../../locale/messages/model-detail.ts'
import { Link } from '../../../framework/router/link.tsx'
import { href } from '../../routes/href.ts'
import { Button } from '../../ui/button.tsx'
import type { PageProps } from '../page-props.ts'
import { ShareRow, shareModulePath, shareSlot } from '../../features/share/share-slot.tsx'
import { prepareSlots } from '../../../framework/hydration/lazy-slot.tsx'
import './model-detail.css'

/** The share row's code before rendering, except on the first hydration (see lazySlot). */
export async function prepare(
  _data: ModelDetailData,
  options: { initial: boolean } = { initial: false }
): Promise<void> {
  await prepareSlots(options, shareSlot)
}

/** The share row's styles, linked from the first paint (its code loads later). */
export function styleModulePaths(): string[] {
  return [shareModulePath]
}

export interface ModelDetailData {
  model: Model
  /** Cash price of each trim and, when the group offers one, its private-lease monthly price. */
  trims: { name: string; cashPrice: LabelledPrice; lease: (Money & { href: string }) | null }[]
  /** The model in stock (null when the stock could not be read). */
  stock: { vehicles: VehicleCardData[]; total: number; href: string } | null
  /** The page's address and title for the share row. */
  share: { url: string; title: string }
}

type Downloads = NonNullable<(typeof modelDetailMessages)['fr']>['downloads']

function fileSize(bytes: number, text: Downloads, format: Formats): string {
  return bytes < 1_000_000
    ? text.kilobytes(Math.max(1, Math.round(bytes / 1000)))
    : text.megabytes(format.decimal(bytes / 1_000_000))
}

/** Spec §2 model detail: gallery, downloads, lease and cash prices, stock, contact and test drive. */
export function Page({ data }: PageProps<ModelDetailData>) {
  const { model, trims, stock } = data
  const language = useLanguage()
  const params = { brand: model.brand.slug, model: model.slug }
  const testDriveHref = href('brand-models-model-testdrive', params, language)
  const contactHref = href('brand-models-model-contact', params, language)
  const name = `${model.brand.name} ${model.name}`
  const text = useMessages(modelDetailMessages)
  const format = useFormats()
  const suffix = usePriceSuffix()
  return (
    <article className="model-detail container">
      <header className="model-detail__header">
        <div>
          <h1>{name}</h1>
          <p className="model-detail__tagline" {...langOf(model.textLanguage, language)}>
            {model.tagline}
          </p>
          <p className="model-detail__from">
            {text.priceFrom}
            <strong>{format.price(model.cashPriceFrom.amount)}</strong>{' '}
            {suffix(model.cashPriceFrom.suffix)}
            {model.leasePriceFrom && (
              <>
                {' '}
                {text.leaseFrom}
                <strong>{format.price(model.leasePriceFrom.amount)}</strong>{' '}
                {suffix(model.leasePriceFrom.suffix)}
              </>
            )}
          </p>
          <ShareRow url={data.share.url} title={data.share.title} />
        </div>
        <div className="model-detail__cta">
          <Button to={testDriveHref} label={text.testDrive} />
          <Button to={contactHref} label={text.requestOffer} variant="secondary" />
        </div>
      </header>

      <Gallery images={[model.image, ...model.gallery]} label={text.galleryLabel(name)} />

      <section className="model-detail__section" aria-labelledby="model-about">
        <h2 id="model-about">{text.about(name)}</h2>
        <p {...langOf(model.textLanguage, language)}>{model.description}</p>
      </section>

      <section className="model-detail__section" aria-labelledby="model-prices">
        <h2 id="model-prices">{text.prices.title}</h2>
        <div className="model-detail__table-wrap">
          <table className="model-detail__prices">
            <caption className="visually-hidden">{text.prices.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.prices.trim}</th>
                <th scope="col">{text.prices.cash}</th>
                <th scope="col">{text.prices.lease}</th>
              </tr>
            </thead>
            <tbody>
              {trims.map((trim) => (
                <tr key={trim.name}>
                  <th scope="row">{trim.name}</th>
                  <td>
                    {format.price(trim.cashPrice.amount)} {suffix(trim.cashPrice.suffix)}
                  </td>
                  <td>
                    {trim.lease ? (
                      <Link href={trim.lease.href}>
                        {format.price(trim.lease.amount)}
                        {text.prices.perMonth}
                      </Link>
                    ) : (
                      text.prices.onRequest
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {model.downloads.length > 0 && (
        <section className="model-detail__section" aria-labelledby="model-downloads">
          <h2 id="model-downloads">{text.downloads.title}</h2>
          <ul className="model-detail__downloads">
            {model.downloads.map((download) => (
              <li key={download.url}>
                <a href={download.url} download>
                  {text.downloads.link(text.downloads.kinds[download.kind], download.title)}
                </a>{' '}
                <span className="model-detail__file">
                  (PDF, {fileSize(download.sizeBytes, text.downloads, format)})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="model-detail__section" aria-labelledby="model-stock">
        <h2 id="model-stock">{text.stock.title(name)}</h2>
        {stock && stock.total > 0 ? (
          <>
            <ul className="model-detail__stock">
              {stock.vehicles.map((vehicle) => (
                <li key={vehicle.id}>
                  <VehicleCard
                    vehicle={vehicle}
                    listName="model_detail"
                    actions={<LazyVehicleActions vehicle={vehicle} />}
                  />
                </li>
              ))}
            </ul>
            <p>
              <Link href={stock.href}>{text.stock.all(stock.total, name)}</Link>
            </p>
          </>
        ) : (
          <p>
            {text.stock.none(name)} <Link href={contactHref}>{text.requestOffer}</Link>
          </p>
        )}
      </section>
    </article>
  )
}
