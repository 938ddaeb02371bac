import type { ColorCode } from '../../client/domain/vehicle.ts'
import type { Shape } from './stock-catalogue.ts'

/**
 * Demo vehicle pictures drawn as SVG: a side silhouette per shape, painted in the vehicle's colour,
 * with the brand name on the wall. Files are shared by every vehicle of the same brand, shape,
 * colour and view, which keeps the folder under 600 small files. All are 1200 × 800 (3:2).
 */

export const IMAGE_WIDTH = 1200
export const IMAGE_HEIGHT = 800

export type ExteriorView = 'side' | 'mirror' | 'detail'
export const exteriorViews: readonly ExteriorView[] = ['side', 'mirror', 'detail']

export const colorHex: Record<ColorCode, string> = {
  black: '#1d1f22',
  white: '#eef0f2',
  grey: '#6b7078',
  silver: '#b4b9c0',
  blue: '#1f4e9c',
  red: '#b3212b',
  green: '#3f6b4a',
  brown: '#6b4a33',
  beige: '#d6c6a5',
  yellow: '#e6b422',
  orange: '#e0672a',
}

export function exteriorImagePath(
  brand: string,
  shape: Shape,
  color: ColorCode,
  view: ExteriorView
) {
  return `/demo/vehicles/${brand}-${shape}-${color}-${view}.svg`
}

export function interiorImagePath(color: ColorCode) {
  return `/demo/vehicles/interior-${color}.svg`
}

/** Side-view geometry in a 1000 × 330 box, the car facing right, ground at y = 330. */
interface Silhouette {
  rear: number
  front: number
  bottom: number
  belt: number
  hood: number
  roof: number
  roofRear: number
  roofFront: number
  cRear: number
  aFront: number
  wheels: readonly [number, number]
  radius: number
}

const silhouettes: Record<Shape, Silhouette> = {
  city: {
    rear: 120,
    front: 860,
    bottom: 295,
    belt: 210,
    hood: 225,
    roof: 110,
    roofRear: 210,
    roofFront: 560,
    cRear: 150,
    aFront: 690,
    wheels: [250, 740],
    radius: 58,
  },
  hatch: {
    rear: 90,
    front: 900,
    bottom: 295,
    belt: 205,
    hood: 222,
    roof: 115,
    roofRear: 210,
    roofFront: 580,
    cRear: 140,
    aFront: 720,
    wheels: [240, 760],
    radius: 60,
  },
  estate: {
    rear: 70,
    front: 910,
    bottom: 295,
    belt: 205,
    hood: 222,
    roof: 112,
    roofRear: 110,
    roofFront: 590,
    cRear: 80,
    aFront: 730,
    wheels: [230, 770],
    radius: 60,
  },
  suv: {
    rear: 90,
    front: 910,
    bottom: 285,
    belt: 195,
    hood: 205,
    roof: 85,
    roofRear: 150,
    roofFront: 600,
    cRear: 110,
    aFront: 720,
    wheels: [240, 770],
    radius: 70,
  },
  offroad: {
    rear: 110,
    front: 890,
    bottom: 280,
    belt: 190,
    hood: 195,
    roof: 80,
    roofRear: 130,
    roofFront: 640,
    cRear: 120,
    aFront: 690,
    wheels: [240, 760],
    radius: 74,
  },
  saloon: {
    rear: 60,
    front: 930,
    bottom: 295,
    belt: 210,
    hood: 228,
    roof: 120,
    roofRear: 280,
    roofFront: 560,
    cRear: 170,
    aFront: 720,
    wheels: [240, 780],
    radius: 60,
  },
  coupe: {
    rear: 60,
    front: 940,
    bottom: 300,
    belt: 220,
    hood: 240,
    roof: 150,
    roofRear: 330,
    roofFront: 540,
    cRear: 180,
    aFront: 700,
    wheels: [250, 790],
    radius: 62,
  },
  roadster: {
    rear: 70,
    front: 930,
    bottom: 300,
    belt: 220,
    hood: 238,
    roof: 175,
    roofRear: 460,
    roofFront: 560,
    cRear: 430,
    aFront: 650,
    wheels: [250, 790],
    radius: 62,
  },
  van: {
    rear: 60,
    front: 940,
    bottom: 290,
    belt: 200,
    hood: 215,
    roof: 60,
    roofRear: 70,
    roofFront: 740,
    cRear: 62,
    aFront: 830,
    wheels: [220, 800],
    radius: 62,
  },
  pickup: {
    rear: 50,
    front: 950,
    bottom: 285,
    belt: 190,
    hood: 200,
    roof: 80,
    roofRear: 420,
    roofFront: 660,
    cRear: 410,
    aFront: 750,
    wheels: [220, 800],
    radius: 72,
  },
}

function carGroup(s: Silhouette, paint: string): string {
  const body = [
    `M${s.rear},${s.bottom}`,
    `L${s.rear},${s.belt + 20}`,
    `Q${s.rear},${s.belt} ${s.rear + 30},${s.belt}`,
    `L${s.cRear},${s.belt}`,
    `L${s.roofRear},${s.roof}`,
    `L${s.roofFront},${s.roof}`,
    `L${s.aFront},${s.belt}`,
    `L${s.front - 40},${s.hood}`,
    `Q${s.front},${s.hood + 5} ${s.front},${s.hood + 40}`,
    `L${s.front},${s.bottom}Z`,
  ].join('')
  const glass = `M${s.cRear + 18},${s.belt - 6}L${s.roofRear + 12},${s.roof + 12}L${s.roofFront - 8},${s.roof + 12}L${s.aFront - 22},${s.belt - 6}Z`
  const door = Math.round((s.roofRear + s.aFront) / 2)
  const wheels = s.wheels
    .map(
      (x) =>
        `<circle cx="${x}" cy="${330 - s.radius}" r="${s.radius}" fill="#1a1a1a"/><circle cx="${x}" cy="${330 - s.radius}" r="${Math.round(s.radius * 0.55)}" fill="#c9ccd1" stroke="#7d8288" stroke-width="6" stroke-dasharray="8 10"/>`
    )
    .join('')
  return (
    `<ellipse cx="500" cy="332" rx="470" ry="14" fill="#000" opacity=".18"/>` +
    `<path d="${body}" fill="${paint}" stroke="#0003" stroke-width="3"/>` +
    `<path d="${glass}" fill="#2b3440" opacity=".85"/>` +
    `<path d="M${door},${s.belt - 4}V${s.bottom - 12}" stroke="#0004" stroke-width="3"/>` +
    `<rect x="${door + 18}" y="${s.belt + 14}" width="34" height="7" rx="3" fill="#0005"/>` +
    `<ellipse cx="${s.front - 22}" cy="${s.hood + 22}" rx="16" ry="9" fill="#fff6c8"/>` +
    `<rect x="${s.rear - 2}" y="${s.belt + 16}" width="12" height="26" rx="3" fill="#d0202e"/>` +
    wheels
  )
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** One exterior picture. `mirror` shows the car facing left outdoors; `detail` zooms on the front. */
export function renderExteriorSvg(
  brandName: string,
  shape: Shape,
  color: ColorCode,
  view: ExteriorView
): string {
  const outdoor = view === 'mirror'
  const background = outdoor
    ? '<rect width="1200" height="800" fill="#cfe3f2"/><rect y="590" width="1200" height="210" fill="#8c9096"/><path d="M0 690H1200" stroke="#f4f4f4" stroke-width="8" stroke-dasharray="60 40"/>'
    : '<rect width="1200" height="800" fill="#eceef1"/><rect y="590" width="1200" height="210" fill="#d5d8dd"/>'
  const car = carGroup(silhouettes[shape], colorHex[color])
  const placed = outdoor
    ? `<g transform="translate(1100 260) scale(-1 1)">${car}</g>`
    : `<g transform="translate(100 260)">${car}</g>`
  const viewBox = view === 'detail' ? '600 360 540 360' : '0 0 1200 800'
  const label = `<text x="${outdoor ? 1140 : 60}" y="140" text-anchor="${outdoor ? 'end' : 'start'}" font-family="Arial,Helvetica,sans-serif" font-size="92" font-weight="700" fill="#1b2430" opacity=".16">${escapeXml(brandName.toUpperCase())}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="${viewBox}">${background}${label}${placed}</svg>\n`
}

/** The cabin seen from the back seat, in the upholstery colour. */
export function renderInteriorSvg(color: ColorCode): string {
  const trim = colorHex[color]
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 1200 800">` +
    '<rect width="1200" height="800" fill="#cfe3f2"/>' +
    '<path d="M0 330Q600 250 1200 330V800H0Z" fill="#23272d"/>' +
    `<path d="M0 420Q600 350 1200 420V520H0Z" fill="${trim}" opacity=".9"/>` +
    '<rect x="520" y="360" width="300" height="120" rx="14" fill="#0d1117"/><rect x="536" y="376" width="268" height="88" rx="8" fill="#2f6fb0" opacity=".7"/>' +
    '<circle cx="330" cy="520" r="150" fill="none" stroke="#111" stroke-width="34"/><circle cx="330" cy="520" r="40" fill="#111"/>' +
    `<path d="M80 800V640Q80 580 160 580H420Q500 580 500 640V800Z" fill="${trim}"/>` +
    `<path d="M700 800V640Q700 580 780 580H1040Q1120 580 1120 640V800Z" fill="${trim}"/>` +
    '</svg>\n'
  )
}

export function brandLogoPath(brand: string) {
  return `/demo/vehicles/logo-${brand}.svg`
}

/** A plain wordmark standing in for the brand logo (real logos are trademarks, not demo data). */
export function renderBrandLogoSvg(brandName: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><rect width="240" height="80" rx="10" fill="#1b2430"/><text x="120" y="51" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="28" font-weight="700" fill="#fff">${escapeXml(brandName)}</text></svg>\n`
}
