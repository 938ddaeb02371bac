import { NEUTRAL_BRAND_LOGO, VEHICLE_PLACEHOLDER_IMAGE } from '../../client/domain/brand.ts'
import type { VehicleImage } from '../../client/domain/vehicle.ts'

/**
 * Where the stock's pictures go on the site, and how wide each place shows them at most (CSS
 * pixels × 2 for sharp screens): a search card, a page's gallery, a brand's logo, an adviser's
 * photo. docs/decisions/0055 measures why these widths.
 */
export const IMAGE_WIDTHS = { card: 640, gallery: 1600, logo: 480, photo: 320 } as const
export type ImageRole = keyof typeof IMAGE_WIDTHS

export interface MediaOptions {
  /**
   * `cloudflare`: pictures are asked resized from Cloudflare Images on the site's own zone
   * (`/cdn-cgi/image/width=…/https://…`, docs/decisions/0055). Unset: the API's URL as it is.
   */
  resize?: 'cloudflare'
  /**
   * The embedded default (`USE_MOCKS`): an address on a `*.local.test` host is one of the site's
   * own files that the in-process stock service named on its own host (the browser cannot reach
   * it): read back as the site's path.
   */
  localHosts?: boolean
}

export interface Media {
  /** An address of the stock (a download, a photo) as the site links it. */
  url(url: string): string
  /** A picture as the site shows it in `role`: resized when that is on, its size scaled to match. */
  image<I extends VehicleImage>(image: I, role: ImageRole): I
  /** A brand's logo, or the neutral mark when the catalogue has none. */
  logo(url: string | null): string
}

const LOCAL_HOST = /\.local\.test$/

/**
 * How the site shows the stock's pictures (docs/decisions/0055).
 * @example createMedia({ resize: 'cloudflare' }).image(image, 'card').url
 * // → '/cdn-cgi/image/width=640,fit=scale-down,format=auto/https://dms.example/1.jpg'
 */
export function createMedia(options: MediaOptions = {}): Media {
  const url = (address: string) => {
    if (!options.localHosts) return address
    const parsed = URL.canParse(address) ? new URL(address) : null
    return parsed && LOCAL_HOST.test(parsed.hostname)
      ? `${parsed.pathname}${parsed.search}`
      : address
  }
  return {
    url,
    image(image, role) {
      const address = url(image.url)
      const width = IMAGE_WIDTHS[role]
      // Only pictures from elsewhere are resized (the site's own files are SVG), and only down.
      if (options.resize !== 'cloudflare' || address.startsWith('/') || image.width <= width) {
        return { ...image, url: address }
      }
      return {
        ...image,
        url: `/cdn-cgi/image/width=${width},fit=scale-down,format=auto/${address}`,
        width,
        height: Math.max(1, Math.round((image.height * width) / image.width)),
      }
    },
    logo: (address) => (address === null ? NEUTRAL_BRAND_LOGO : url(address)),
  }
}

/** The picture of a vehicle the stock has none of (contract v1.1: `images` may be empty). */
export const placeholderImage: VehicleImage = {
  type: 'image',
  url: VEHICLE_PLACEHOLDER_IMAGE,
  width: 1200,
  height: 800,
  alt: '',
}
