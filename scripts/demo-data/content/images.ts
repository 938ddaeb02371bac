/**
 * Illustrations of the demo content (`public/demo/content/*.svg`): flat, stylised scenes drawn
 * from a few motifs and palettes, so pages have real images without downloads or trademarks.
 * Brand logos and vehicle pictures are the stock generator's (`/demo/vehicles/`).
 */

export type Motif =
  | 'road'
  | 'showroom'
  | 'workshop'
  | 'tyre'
  | 'bodywork'
  | 'city'
  | 'charge'
  | 'team'
  | 'contract'
  | 'fleet'
  | 'van'
  | 'calendar'
  | 'history'
  | 'parts'
  | 'map'

type Palette = readonly [sky: string, ground: string, accent: string, detail: string]

const palettes = {
  night: ['#14213d', '#22304f', '#fca311', '#e5e5e5'],
  dawn: ['#f6bd60', '#84a59d', '#f28482', '#f7ede2'],
  steel: ['#2b3a4a', '#4a5d70', '#3fa7d6', '#e8eef2'],
  forest: ['#1b4332', '#2d6a4f', '#95d5b2', '#f1faee'],
  brick: ['#6d2e46', '#a26769', '#ece2d0', '#d5b9b2'],
  ocean: ['#03045e', '#0077b6', '#90e0ef', '#caf0f8'],
  sand: ['#e9c46a', '#f4a261', '#264653', '#fefae0'],
  slate: ['#343a40', '#495057', '#e63946', '#f8f9fa'],
} as const satisfies Record<string, Palette>

export type PaletteName = keyof typeof palettes
export type IllustrationSpec = { motif: Motif; palette: PaletteName; wide: boolean }

const car = (x: number, y: number, s: number, body: string, glass: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 60 Q5 30 40 28 L75 5 Q90 0 150 2 L200 28 Q240 32 245 60 Z" fill="${body}"/>` +
  `<path d="M82 10 L148 8 L185 28 L70 28 Z" fill="${glass}" opacity=".8"/>` +
  `<circle cx="55" cy="62" r="17" fill="#111"/><circle cx="55" cy="62" r="7" fill="#bbb"/>` +
  `<circle cx="195" cy="62" r="17" fill="#111"/><circle cx="195" cy="62" r="7" fill="#bbb"/></g>`

const van = (x: number, y: number, s: number, body: string, glass: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 70 V10 Q0 0 12 0 H170 Q200 0 220 35 L240 45 V70 Z" fill="${body}"/>` +
  `<path d="M176 8 Q196 8 212 36 H176 Z" fill="${glass}" opacity=".85"/>` +
  `<circle cx="50" cy="72" r="17" fill="#111"/><circle cx="190" cy="72" r="17" fill="#111"/></g>`

const person = (x: number, y: number, s: number, shirt: string, skin: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="50" cy="40" r="30" fill="${skin}"/>` +
  `<path d="M0 150 Q0 80 50 80 Q100 80 100 150 Z" fill="${shirt}"/></g>`

function scene(motif: Motif, [sky, ground, accent, detail]: Palette, w: number, h: number): string {
  const horizon = Math.round(h * 0.68)
  const floor = `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${ground}"/>`
  const cx = w / 2
  switch (motif) {
    case 'road':
      return (
        `${floor}<path d="M${cx - 40} ${horizon} L${cx + 40} ${horizon} L${cx + 420} ${h} L${cx - 420} ${h} Z" fill="#3d3d3d"/>` +
        `<path d="M${cx - 4} ${horizon + 10} h8 l20 ${h - horizon - 10} h-48 Z" fill="${detail}" opacity=".7"/>` +
        `<circle cx="${w * 0.8}" cy="${h * 0.22}" r="${h * 0.1}" fill="${accent}"/>` +
        car(cx - 330, h - 190, 1.2, accent, detail)
      )
    case 'showroom':
      return (
        `${floor}<rect x="${w * 0.12}" y="${h * 0.2}" width="${w * 0.76}" height="${horizon - h * 0.2}" fill="${detail}"/>` +
        Array.from(
          { length: 5 },
          (_, i) =>
            `<rect x="${w * 0.15 + i * w * 0.143}" y="${h * 0.3}" width="${w * 0.12}" height="${horizon - h * 0.34}" fill="${sky}" opacity=".55"/>`
        ).join('') +
        `<rect x="${w * 0.12}" y="${h * 0.2}" width="${w * 0.76}" height="${h * 0.06}" fill="${accent}"/>` +
        car(w * 0.2, horizon - 40, 1, accent, detail) +
        car(w * 0.55, horizon - 40, 1, sky, detail)
      )
    case 'workshop':
      return (
        `${floor}<rect x="${w * 0.1}" y="${h * 0.15}" width="${w * 0.8}" height="${horizon - h * 0.15}" fill="${detail}" opacity=".9"/>` +
        Array.from(
          { length: 8 },
          (_, i) =>
            `<rect x="${w * 0.14}" y="${h * 0.2 + i * 22}" width="${w * 0.3}" height="14" fill="${ground}" opacity=".5"/>`
        ).join('') +
        `<rect x="${w * 0.5}" y="${horizon - 120}" width="${w * 0.34}" height="16" fill="${accent}"/><rect x="${w * 0.66}" y="${horizon - 104}" width="16" height="104" fill="${accent}"/>` +
        car(w * 0.52, horizon - 210, 0.9, sky, detail)
      )
    case 'tyre':
      return (
        `${floor}` +
        [0.3, 0.5, 0.7]
          .map(
            (f, i) =>
              `<circle cx="${w * f}" cy="${horizon - 20 - i * 10}" r="${h * 0.24}" fill="#1c1c1c"/><circle cx="${w * f}" cy="${horizon - 20 - i * 10}" r="${h * 0.13}" fill="${detail}"/><circle cx="${w * f}" cy="${horizon - 20 - i * 10}" r="${h * 0.04}" fill="${accent}"/>`
          )
          .join('')
      )
    case 'bodywork':
      return (
        `${floor}${car(cx - 300, horizon - 150, 2.4, detail, sky)}` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<line x1="${w * 0.82}" y1="${h * 0.2}" x2="${w * 0.62}" y2="${h * 0.3 + i * 18}" stroke="${accent}" stroke-width="6" stroke-linecap="round" opacity=".8"/>`
        ).join('') +
        `<rect x="${w * 0.8}" y="${h * 0.14}" width="90" height="36" rx="8" fill="${accent}"/>`
      )
    case 'city':
      return (
        Array.from(
          { length: 9 },
          (_, i) =>
            `<rect x="${i * w * 0.11 + 20}" y="${h * (0.25 + ((i * 37) % 30) / 100)}" width="${w * 0.08}" height="${h}" fill="${i % 2 ? ground : detail}" opacity=".85"/>`
        ).join('') +
        `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="#3d3d3d"/>` +
        car(w * 0.1, horizon + 30, 0.9, accent, detail) +
        van(w * 0.6, horizon + 20, 0.9, detail, sky)
      )
    case 'charge':
      return (
        `${floor}<rect x="${w * 0.62}" y="${h * 0.18}" width="${w * 0.12}" height="${horizon - h * 0.18}" rx="18" fill="${detail}"/>` +
        `<path d="M${w * 0.68} ${h * 0.26} l-30 70 h26 l-16 60 l48 -80 h-28 l20 -50 Z" fill="${accent}"/>` +
        `<path d="M${w * 0.62} ${horizon - 60} C ${w * 0.5} ${horizon - 60}, ${w * 0.5} ${horizon + 10}, ${w * 0.42} ${horizon - 10}" stroke="#222" stroke-width="10" fill="none"/>` +
        car(w * 0.1, horizon - 60, 1.3, accent, detail)
      )
    case 'team':
      return `${floor}${person(w * 0.2, h * 0.34, 2.2, accent, '#e0ac69')}${person(w * 0.42, h * 0.28, 2.5, detail, '#8d5524')}${person(w * 0.64, h * 0.34, 2.2, ground, '#f1c27d')}`
    case 'contract':
      return (
        `${floor}<rect x="${w * 0.3}" y="${h * 0.1}" width="${w * 0.32}" height="${h * 0.75}" rx="12" fill="${detail}"/>` +
        Array.from(
          { length: 7 },
          (_, i) =>
            `<rect x="${w * 0.34}" y="${h * 0.2 + i * h * 0.07}" width="${w * (i % 3 ? 0.24 : 0.18)}" height="10" fill="${ground}" opacity=".6"/>`
        ).join('') +
        `<path d="M${w * 0.36} ${h * 0.74} q30 -40 60 0 t60 0" stroke="${accent}" stroke-width="6" fill="none"/>` +
        `<circle cx="${w * 0.72}" cy="${h * 0.52}" r="${h * 0.08}" fill="none" stroke="${accent}" stroke-width="14"/><rect x="${w * 0.72 + h * 0.07}" y="${h * 0.51}" width="${w * 0.12}" height="16" fill="${accent}"/>`
      )
    case 'fleet':
      return (
        `${floor}` +
        [0, 1, 2, 3]
          .map((i) =>
            car(
              w * 0.04 + i * w * 0.24,
              horizon - 30 + (i % 2) * 40,
              1.1,
              i % 2 ? accent : detail,
              sky
            )
          )
          .join('')
      )
    case 'van':
      return `${floor}${van(w * 0.18, horizon - 120, 2.4, detail, sky)}<rect x="${w * 0.2}" y="${horizon - 70}" width="${w * 0.3}" height="18" fill="${accent}"/>`
    case 'calendar':
      return (
        `${floor}<rect x="${w * 0.3}" y="${h * 0.12}" width="${w * 0.4}" height="${h * 0.7}" rx="16" fill="${detail}"/><rect x="${w * 0.3}" y="${h * 0.12}" width="${w * 0.4}" height="${h * 0.12}" rx="16" fill="${accent}"/>` +
        Array.from(
          { length: 20 },
          (_, i) =>
            `<rect x="${w * 0.33 + (i % 5) * w * 0.07}" y="${h * 0.3 + Math.floor(i / 5) * h * 0.12}" width="${w * 0.05}" height="${h * 0.08}" rx="4" fill="${i === 12 ? accent : ground}" opacity="${i === 12 ? 1 : 0.4}"/>`
        ).join('')
      )
    case 'history':
      return (
        `${floor}<line x1="${w * 0.08}" y1="${h * 0.3}" x2="${w * 0.92}" y2="${h * 0.3}" stroke="${detail}" stroke-width="8"/>` +
        [0.12, 0.34, 0.56, 0.78]
          .map((f) => `<circle cx="${w * f}" cy="${h * 0.3}" r="22" fill="${accent}"/>`)
          .join('') +
        car(w * 0.3, horizon - 70, 1.6, accent, detail)
      )
    case 'parts':
      return (
        `${floor}` +
        [
          [0.35, 0.42, 0.2],
          [0.6, 0.5, 0.14],
          [0.5, 0.22, 0.1],
        ]
          .map(
            ([fx = 0, fy = 0, fr = 0]) =>
              `<circle cx="${w * fx}" cy="${h * fy}" r="${h * fr}" fill="none" stroke="${detail}" stroke-width="${h * fr * 0.45}" stroke-dasharray="${h * fr * 0.5} ${h * fr * 0.3}"/><circle cx="${w * fx}" cy="${h * fy}" r="${h * fr * 0.45}" fill="${accent}"/>`
          )
          .join('')
      )
    case 'map':
      return (
        `<rect width="${w}" height="${h}" fill="${detail}"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<path d="M0 ${h * 0.15 * i + 40} C ${w * 0.3} ${h * 0.15 * i - 30}, ${w * 0.6} ${h * 0.15 * i + 110}, ${w} ${h * 0.15 * i + 20}" stroke="${ground}" stroke-width="${i % 2 ? 6 : 14}" fill="none" opacity=".5"/>`
        ).join('') +
        [
          [0.3, 0.35],
          [0.55, 0.6],
          [0.72, 0.3],
        ]
          .map(
            ([fx = 0, fy = 0]) =>
              `<path d="M${w * fx} ${h * fy} c-30 -40 -30 -80 0 -80 s30 40 0 80 Z" fill="${accent}"/>`
          )
          .join('')
      )
  }
}

/** An SVG illustration: 1600 × 700 for banners, 1200 × 800 for cards and articles. */
export function renderIllustration(spec: IllustrationSpec): string {
  const [w, h] = spec.wide ? [1600, 700] : [1200, 800]
  const palette = palettes[spec.palette]
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>${scene(spec.motif, palette, w, h)}</svg>\n`
  )
}
