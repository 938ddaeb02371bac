import type { LabelledPrice, Model } from '../../domain/brand.ts'
import type { Money } from '../../domain/vehicle.ts'
import type { VehicleCardData } from '../../features/vehicle-card/vehicle-card-data.ts'
import { Gallery } from '../../features/gallery/gallery.tsx'
import { LazyVehicleActions } from '../../features/stock/lazy-vehicle-actions.tsx'
import { VehicleCard } from '../../features/vehicle-card/vehicle-card.tsx'
import { formatDecimal } from '../../locale/format.ts'
import { Link } from '../../navigation/link.tsx'
import { href } from '../../routes/href.ts'
import { Button } from '../../ui/button.tsx'
import type { PageProps } from '../page-props.ts'
import './model-detail.css'

export interface ModelDetailData {
  model: Model
  /** Cash price of each trim and, when the group offers one, its private-lease monthly price. */
  trims: { name: string; cashPrice: LabelledPrice; lease: (Money & { href: string }) | null }[]
  /** The model in stock (null when the stock could not be read). */
  stock: { vehicles: VehicleCardData[]; total: number; href: string } | null
}

const downloadKinds = { brochure: 'Brochure', price_list: 'Liste de prix' } as const

function fileSize(bytes: number): string {
  return bytes < 1_000_000
    ? `${Math.max(1, Math.round(bytes / 1000))} Ko`
    : `${formatDecimal(bytes / 1_000_000)} Mo`
}

/** Spec §2 model detail: gallery, downloads, lease and cash prices, stock, contact and test drive. */
export function Page({ data }: PageProps<ModelDetailData>) {
  const { model, trims, stock } = data
  const params = { brand: model.brand.slug, model: model.slug }
  const testDriveHref = href('brand-models-model-testdrive', params)
  const contactHref = href('brand-models-model-contact', params)
  const name = `${model.brand.name} ${model.name}`
  return (
    <article className="model-detail container">
      <header className="model-detail__header">
        <div>
          <h1>{name}</h1>
          <p className="model-detail__tagline">{model.tagline}</p>
          <p className="model-detail__from">
            Dès <strong>{model.cashPriceFrom.formatted}</strong> {model.cashPriceFrom.suffix}
            {model.leasePriceFrom && (
              <>
                {' '}
                · leasing dès <strong>{model.leasePriceFrom.formatted}</strong>{' '}
                {model.leasePriceFrom.suffix}
              </>
            )}
          </p>
        </div>
        <div className="model-detail__cta">
          <Button to={testDriveHref} label="Réserver un essai" />
          <Button to={contactHref} label="Demander une offre" variant="secondary" />
        </div>
      </header>

      <Gallery images={[model.image, ...model.gallery]} label={`Photos ${name}`} />

      <section className="model-detail__section" aria-labelledby="model-about">
        <h2 id="model-about">Découvrir {name}</h2>
        <p>{model.description}</p>
      </section>

      <section className="model-detail__section" aria-labelledby="model-prices">
        <h2 id="model-prices">Versions et prix</h2>
        <div className="model-detail__table-wrap">
          <table className="model-detail__prices">
            <caption className="visually-hidden">
              Prix comptant et leasing privé de chaque version, TVA comprise
            </caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Prix comptant</th>
                <th scope="col">Leasing privé</th>
              </tr>
            </thead>
            <tbody>
              {trims.map((trim) => (
                <tr key={trim.name}>
                  <th scope="row">{trim.name}</th>
                  <td>
                    {trim.cashPrice.formatted} {trim.cashPrice.suffix}
                  </td>
                  <td>
                    {trim.lease ? (
                      <Link href={trim.lease.href}>{trim.lease.formatted} /mois TVAC</Link>
                    ) : (
                      'Sur demande'
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
          <h2 id="model-downloads">Téléchargements</h2>
          <ul className="model-detail__downloads">
            {model.downloads.map((download) => (
              <li key={download.url}>
                <a href={download.url} download>
                  {downloadKinds[download.kind]} : {download.title}
                </a>{' '}
                <span className="model-detail__file">(PDF, {fileSize(download.sizeBytes)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="model-detail__section" aria-labelledby="model-stock">
        <h2 id="model-stock">{name} en stock</h2>
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
              <Link href={stock.href}>
                Voir les {stock.total} {name} en stock
              </Link>
            </p>
          </>
        ) : (
          <p>
            Aucun {name} disponible immédiatement : nous le commandons pour vous.{' '}
            <Link href={contactHref}>Demander une offre</Link>
          </p>
        )}
      </section>
    </article>
  )
}
