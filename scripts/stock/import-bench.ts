/**
 * Measures the importer on a local D1 (docs/stock-feed.md, "Cost"): a neutral feed of N vehicles
 * (default 10,000) into a fresh state, the same feed again (nothing to write), then with 1 % of
 * the prices changed and 1 % of the vehicles gone. A benchmark, not a test: run it by hand.
 * Usage: npm run stock:import:bench -- [--vehicles 10000] [--persist-to DIR]
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

const root = resolve(import.meta.dirname, '../..')
const { values } = parseArgs({
  options: { vehicles: { type: 'string', default: '10000' }, 'persist-to': { type: 'string' } },
})
const count = Number(values.vehicles)
const dir = mkdtempSync(join(tmpdir(), 'stock-bench-'))
const persistTo = resolve(values['persist-to'] ?? join(dir, 'state'))

const header =
  'ref;category;brand;model;trim;body_style;fuel;transmission;location;price;mileage;year;first_registration;power_kw;engine_cc;consumption;co2_g_km;emissions_class;exterior_color;interior_color;description;equipment;images'
const models = [
  ['Ford', 'Puma', 'compact'],
  ['Kia', 'Sportage', 'suv'],
  ['Hyundai', 'Tucson', 'suv'],
  ['Opel', 'Astra', 'hatchback'],
  ['Jeep', 'Compass', 'suv'],
  ['Fiat', 'Tipo', 'estate'],
] as const
const colors = ['black', 'white', 'grey', 'silver', 'blue', 'red'] as const
const places = ['bertrange', 'niederkorn', 'esch-sur-alzette'] as const

function feed(priceOf: (i: number) => number, keep: (i: number) => boolean): string {
  const rows = [header]
  for (let i = 0; i < count; i++) {
    if (!keep(i)) continue
    const [brand, model, body] = models[i % models.length] ?? models[0]
    rows.push(
      [
        `B-${i}`,
        'used',
        brand,
        model,
        `Version ${i % 7}`,
        body,
        i % 3 === 0 ? 'diesel' : 'petrol',
        i % 2 === 0 ? 'manual' : 'automatic',
        places[i % places.length],
        priceOf(i),
        10_000 + ((i * 37) % 150_000),
        2016 + (i % 9),
        `${2016 + (i % 9)}-0${1 + (i % 9)}`,
        70 + (i % 80),
        1200 + (i % 800),
        '5,2',
        110 + (i % 40),
        'euro-6d',
        colors[i % colors.length],
        'black',
        `"Véhicule ${i}; entretien suivi, garantie 12 mois."`,
        'Confort: Climatisation|Sécurité: ABS|Multimédia: Apple CarPlay',
        `https://media.dms-export.example.net/stock/B-${i}/1.jpg|https://media.dms-export.example.net/stock/B-${i}/2.jpg`,
      ].join(';')
    )
  }
  return `${rows.join('\n')}\n`
}

function run(label: string, args: string[]) {
  const started = Date.now()
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' })
  if (result.status !== 0 && !label.startsWith('import')) {
    console.error(result.stdout, result.stderr)
    throw new Error(`${label} failed`)
  }
  return { ms: Date.now() - started, stdout: result.stdout, stderr: result.stderr }
}

// The migrations and the demo catalogue and dealerships (the seed's demo stock has no feed source).
run('seed', ['scripts/local/seed.ts', '--no-redirects', '--persist-to', persistTo])

const base = (i: number) => 12_000 + ((i * 7919) % 30_000)
const steps = [
  { name: `${count} new vehicles`, text: feed(base, () => true) },
  { name: 'same feed again', text: feed(base, () => true) },
  {
    name: '1 % prices changed, 1 % gone',
    text: feed(
      (i) => (i % 100 === 1 ? base(i) - 500 : base(i)),
      (i) => i % 100 !== 2
    ),
  },
]
for (const step of steps) {
  const file = join(dir, 'feed.csv')
  writeFileSync(file, step.text)
  const { ms, stdout, stderr } = run('import', [
    'scripts/stock/import.ts',
    '--file',
    file,
    '--persist-to',
    persistTo,
    '--json',
  ])
  const report = JSON.parse(stdout) as { counts: unknown; timings: unknown; status: string }
  console.info(
    step.name,
    `${ms} ms`,
    JSON.stringify(report.counts),
    JSON.stringify(report.timings),
    report.status,
    stderr.trim()
  )
}
