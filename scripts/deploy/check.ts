/**
 * `npm run check:deploy`: proves what `npm run deploy` would ship, with no account and no
 * network (docs/decisions/0020). Builds production (`CLOUDFLARE_ENV=production`) into
 * dist/production/, runs `wrangler deploy --dry-run` on that build, profiles the Worker's
 * start-up in workerd, and fails on:
 * - any warning of the build or of Wrangler (bindings, compatibility, size…);
 * - a local service, demo data or test hook in the Worker;
 * - a Worker over the 1 MB gzip budget (DESIGN.md §5), or a start-up over 400 ms of CPU here (the
 *   platform allows 1 s; a generous bound, for loaded machines: the figure is reported);
 * - a binding, var or secret the code reads that production lacks (scripts/deploy/parity.ts).
 * The local build in dist/ is left alone; `npm run deploy` ships dist/production/ after this.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import {
  forbiddenSourceFindings,
  isLocalServicesGate,
  markerFindings,
  sourceMapSources,
} from './bundle-check.ts'
import { languageMarkers } from './language-markers.ts'
import { demoFindings, demoMarkers } from './demo-markers.ts'
import { deploymentName, loadDeployment } from '../../framework/build/deployment-plugin.ts'
import { LANGUAGES, type Language } from '../../client/locale/language.ts'
import { manifestFile } from '../../framework/build/language-builds.ts'
import { staticHeaderProblems } from '../../framework/build/static-headers.ts'
import { parityProblems, type WranglerConfigLike } from './parity.ts'
import { productionMarkers } from './production-markers.ts'
import { repoParityInput } from './repo-parity.ts'
import { startupTimes, type CpuProfile } from './startup-profile.ts'
import { buildWarnings, dryRunBindings, uploadSize, wranglerWarnings } from './tool-output.ts'
import { workerGzipSize } from './worker-size.ts'

const root = resolve(import.meta.dirname, '../..')
const outDir = join(root, 'dist/production')
const builtConfig = join(outDir, 'site/wrangler.json')
const uploadDir = join(outDir, 'upload')
const workerBundle = join(outDir, 'worker.bundle')
const startupProfile = join(outDir, 'startup.cpuprofile')
const WORKER_BUDGET = 1024 * 1024
const STARTUP_BOUND_MS = 400

// The build targets production; Wrangler then reads the built, already resolved configuration,
// which has no environments left to choose from (CLOUDFLARE_ENV would make it warn).
const { CLOUDFLARE_ENV: _ignored, ...inherited } = process.env
const wranglerEnv = {
  ...inherited,
  WRANGLER_SEND_METRICS: 'false',
  // Plain output, for the readers of scripts/deploy/tool-output.ts.
  FORCE_COLOR: '0',
  NO_COLOR: '1',
}
const buildEnv = {
  ...wranglerEnv,
  CLOUDFLARE_ENV: 'production',
  NODE_ENV: 'production',
  // Wrangler's notes while the plugin reads the configuration ("Using secrets defined in
  // .dev.vars", for the preview copy) are not warnings; its warnings still print.
  WRANGLER_LOG: 'warn',
}
const problems: string[] = []
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function run(label: string, bin: string, args: string[], env = wranglerEnv): string {
  const started = Date.now()
  const result = spawnSync(process.execPath, [join(root, bin), ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 5 * 60_000,
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  if (result.status !== 0) {
    console.error(output)
    throw new Error(`${label} failed (exit ${result.status ?? result.signal})`)
  }
  console.info(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return output
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file))
}

// The build points .wrangler/deploy/config.json at its output; Wrangler commands of the local
// state (`npm run seed`, the end-to-end setup) follow that file, so it is put back as it was.
const deployConfig = join(root, '.wrangler/deploy/config.json')
const deployConfigBefore = existsSync(deployConfig) ? readFileSync(deployConfig, 'utf8') : null
let buildOutput: string
try {
  buildOutput = run(
    'production build (CLOUDFLARE_ENV=production) → dist/production/',
    'node_modules/vite/bin/vite.js',
    ['build', '--logLevel', 'warn'],
    buildEnv
  )
} finally {
  if (deployConfigBefore === null) rmSync(deployConfig, { force: true })
  else {
    mkdirSync(dirname(deployConfig), { recursive: true })
    writeFileSync(deployConfig, deployConfigBefore)
  }
}
problems.push(...buildWarnings(buildOutput).map((warning) => `build: ${warning}`))

// What `npm run deploy` runs, with --dry-run: the modules it would upload go to uploadDir.
rmSync(uploadDir, { recursive: true, force: true })
const dryRun = run('wrangler deploy --dry-run', 'node_modules/wrangler/bin/wrangler.js', [
  'deploy',
  '--dry-run',
  '--config',
  relative(root, builtConfig),
  '--outdir',
  relative(root, uploadDir),
  '--outfile',
  relative(root, workerBundle),
])
problems.push(...wranglerWarnings(dryRun).map((warning) => `dry run: ${warning}`))
const upload = uploadSize(dryRun)
if (!upload) problems.push('dry run: no "Total Upload" line to read the size from')

// No local service, demo data or test hook.
const modules = filesUnder(uploadDir, '.js')
const maps = filesUnder(join(outDir, 'site'), '.js.map')
if (maps.length === 0) problems.push('bundle: no source maps in dist/production/site to check')
// Sources as paths from the repository root (a map names them relative to itself).
const sources = new Set(
  maps.flatMap((map) =>
    sourceMapSources(map, readFileSync(map, 'utf8')).map((source) =>
      relative(root, resolve(dirname(map), source))
    )
  )
)
const isGate = (source: string) => {
  const path = join(root, source)
  return existsSync(path) && isLocalServicesGate(readFileSync(path, 'utf8'))
}
const production = JSON.parse(readFileSync(builtConfig, 'utf8')) as WranglerConfigLike
const parityInput = repoParityInput(root, production)
const markers = productionMarkers(root, parityInput.local)
const bundleFindings = [
  ...forbiddenSourceFindings(sources, isGate),
  ...markerFindings(
    modules.map((path) => ({ path: relative(uploadDir, path), text: readFileSync(path, 'utf8') })),
    markers
  ),
]
problems.push(...bundleFindings.map((finding) => `bundle: ${finding}`))

// Each language's browser bundle carries its own interface text only (docs/decisions/0035,
// 0036): no text of any other language's catalogue in its scripts.
const bundleScripts = (language: Language) => {
  const manifest = JSON.parse(
    readFileSync(join(outDir, 'client', manifestFile(language)), 'utf8')
  ) as Record<string, { file: string }>
  return [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(outDir, 'client', file))
}
const languageChecks = await Promise.all(
  LANGUAGES.map(async (language) => {
    const scripts = bundleScripts(language)
    const others = LANGUAGES.filter((other) => other !== language)
    const markers = (
      await Promise.all(others.map((other) => languageMarkers(root, other, language)))
    ).flat()
    const other = others.join(', ')
    const findings = markerFindings(
      scripts.map((path) => ({ path: relative(outDir, path), text: readFileSync(path, 'utf8') })),
      markers
    )
    return { language, other, scripts: scripts.length, markers: markers.length, findings }
  })
)
for (const check of languageChecks) {
  problems.push(...check.findings.map((finding) => `${check.language} browser bundle: ${finding}`))
}

// No demo file or demo value (docs/decisions/0054): neither in the static files and browser
// bundles nor in the Worker's modules.
const demo = demoMarkers(
  await loadDeployment('demo'),
  await loadDeployment(deploymentName(buildEnv))
)
const demoProblems = [
  ...demoFindings(join(outDir, 'client'), demo).map((finding) => `static files: ${finding}`),
  ...demoFindings(uploadDir, demo).map((finding) => `Worker: ${finding}`),
]
problems.push(...demoProblems)

// Static files bypass the Worker in production: the built `_headers` alone gives them HSTS,
// nosniff, the Referrer-Policy and their CSP (public/_headers).
const builtHeaders = join(outDir, 'client', '_headers')
if (!existsSync(builtHeaders)) problems.push('static files: no _headers in dist/production/client')
else
  problems.push(
    ...staticHeaderProblems(readFileSync(builtHeaders, 'utf8')).map((p) => `static files: ${p}`)
  )

// Start-up: the module's evaluation in workerd, profiled by Wrangler on the dry run's bundle.
const startup = run('wrangler check startup', 'node_modules/wrangler/bin/wrangler.js', [
  'check',
  'startup',
  '--config',
  relative(root, builtConfig),
  '--workerBundle',
  relative(root, workerBundle),
  '--outfile',
  relative(root, startupProfile),
])
problems.push(...wranglerWarnings(startup).map((warning) => `start-up: ${warning}`))
const times = startupTimes(JSON.parse(readFileSync(startupProfile, 'utf8')) as CpuProfile)
if (times.activeMs > STARTUP_BOUND_MS)
  problems.push(`start-up: ${times.activeMs.toFixed(1)} ms of CPU > ${STARTUP_BOUND_MS} ms`)

const workerSize = workerGzipSize(join(outDir, 'site'))
if (workerSize > WORKER_BUDGET)
  problems.push(`size: the Worker is ${kb(workerSize)} gzip > ${kb(WORKER_BUDGET)}`)

const parity = parityProblems(parityInput)
problems.push(...parity.map((problem) => `parity: ${problem}`))

const localSize = existsSync(join(root, 'dist/site'))
  ? workerGzipSize(join(root, 'dist/site'))
  : null
console.info(`
Production Worker: ${modules.length} modules, ${kb(workerSize)} gzip (local build: ${localSize === null ? 'not built' : kb(localSize)}; budget ${kb(WORKER_BUDGET)})
  Wrangler's upload: ${upload ? `${kb(upload.bytes)}, ${kb(upload.gzipBytes)} gzip` : 'unknown'}
  bindings: ${dryRunBindings(dryRun).join(', ')}
Start-up in workerd: ${times.activeMs.toFixed(1)} ms of CPU (profile window ${times.windowMs.toFixed(1)} ms; bound here ${STARTUP_BOUND_MS} ms, platform 1 s)
Bundle: ${sources.size} source files, ${markers.length} markers of local services, demo data and test hooks: ${bundleFindings.length} found
${languageChecks.map((check) => `Browser bundle (${check.language}): ${check.scripts} scripts, ${check.markers} ${check.other} texts: ${check.findings.length} found`).join('\n')}
Demo: ${demo.length} markers of the demo deployment, its files and its values: ${demoProblems.length} found
Parity: ${new Set(parityInput.codeNames).size} names the code reads, each bound or set in [env.production] or a secret of docs/deploying.md: ${parity.length} problems`)

if (problems.length > 0) {
  console.error(`\nThe production build is not deployable:\n- ${problems.join('\n- ')}`)
  process.exitCode = 1
} else {
  console.info('\n✓ deployable: npm run deploy would ship dist/production/')
}
console.info(`(check:deploy: ${process.uptime().toFixed(1)} s)`)
