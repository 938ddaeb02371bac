import type { BlockPropsOf } from '../block-modules.ts'
import { Section } from '../section-frame.tsx'
import { trackLocation } from '../../features/locations/location-analytics.ts'
import { locationPath } from '../../features/locations/location-paths.ts'
import { formatPhone, telHref } from '../../locale/format.ts'
import { OpenStatusBadge } from '../../features/locations/open-status-badge.tsx'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { locationBlocksMessages } from '../../locale/messages/location-blocks.ts'
import { Link } from '../../../framework/router/link.tsx'
import { RichText } from '../../rich-text/rich-text.tsx'
import { imageSizeOr } from '../../rich-text/image-size.ts'
import './location-intro.css'

/** Section block: the introduction of a dealership home page, with its key facts. */
export function Block({ block, data }: BlockPropsOf<'location_intro'>) {
  const image = block.image
  const text = useMessages(locationBlocksMessages).intro
  const language = useLanguage()
  const size = image ? imageSizeOr(image.src, { width: 800, height: 533 }) : null
  return (
    <Section uid={block._uid} title={block.title} className="location-intro">
      <div
        className={
          image ? 'location-intro__grid location-intro__grid--image' : 'location-intro__grid'
        }
      >
        <div>
          {block.text.content.length > 0 && <RichText document={block.text} />}
          {data && (
            <dl className="location-intro__facts">
              <div>
                <dt>{text.address}</dt>
                <dd>
                  {data.location.address.street}, {data.location.address.postcode}{' '}
                  {data.location.address.town}
                </dd>
              </div>
              <div>
                <dt>{text.phone}</dt>
                <dd>
                  <a
                    href={telHref(data.location.phone)}
                    onClick={() => trackLocation('click_location_phone_number', data.location.slug)}
                  >
                    {formatPhone(data.location.phone)}
                  </a>
                </dd>
              </div>
              <div>
                <dt>{data.location.departments.showroom.label}</dt>
                <dd>
                  <OpenStatusBadge
                    department={data.location.departments.showroom}
                    closures={data.location.closures}
                    initial={data.status.showroom}
                  />
                </dd>
              </div>
              {data.brandNames.length > 0 && (
                <div>
                  <dt>{text.brands}</dt>
                  <dd>{data.brandNames.map((brand) => brand.name).join(' · ')}</dd>
                </div>
              )}
            </dl>
          )}
          {data && (
            <p>
              <Link href={locationPath(data.location.slug, language)}>{text.more}</Link>
            </p>
          )}
        </div>
        {image && size && (
          <img
            className="location-intro__image"
            src={image.src}
            alt={image.alt}
            width={size.width}
            height={size.height}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
    </Section>
  )
}
