/**
 * Where the tests and Lighthouse find a Chromium (or Chrome) to drive: `CHROMIUM_PATH` first,
 * then the usual system paths of Linux and macOS, then Playwright's own browser cache. Pure
 * apart from the file-system probe it is given, so every case is testable.
 */
import { accessSync, constants, readdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

export interface BrowserProbe {
  env: Record<string, string | undefined>
  platform: NodeJS.Platform
  home: string
  /** True when the file exists and is executable. */
  isExecutable(path: string): boolean
  /** Entry names of a folder, or [] when it does not exist. */
  list(path: string): string[]
}

export type BrowserLookup =
  | { found: true; path: string; source: 'CHROMIUM_PATH' | 'system' | 'playwright' }
  | { found: false; reason: string }

const LINUX_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
]

const MAC_APPS = [
  'Chromium.app/Contents/MacOS/Chromium',
  'Google Chrome.app/Contents/MacOS/Google Chrome',
  'Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
]

function systemPaths(probe: BrowserProbe): string[] {
  if (probe.platform === 'darwin') {
    return MAC_APPS.flatMap((app) => [
      join('/Applications', app),
      join(probe.home, 'Applications', app),
    ])
  }
  if (probe.platform === 'linux') return LINUX_PATHS
  return []
}

/** Playwright's cache: `chromium-<revision>` folders, newest revision first. */
function playwrightPaths(probe: BrowserProbe): string[] {
  const cache =
    probe.env.PLAYWRIGHT_BROWSERS_PATH ??
    (probe.platform === 'darwin'
      ? join(probe.home, 'Library/Caches/ms-playwright')
      : join(probe.home, '.cache/ms-playwright'))
  const revisions = probe
    .list(cache)
    .map((name) => /^chromium-(\d+)$/.exec(name))
    .filter((match) => match !== null)
    .sort((a, b) => Number(b[1]) - Number(a[1]))
    .map((match) => join(cache, match[0]))
  const inside =
    probe.platform === 'darwin'
      ? [
          'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
          'chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
          'chrome-mac-x64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
        ]
      : ['chrome-linux64/chrome', 'chrome-linux/chrome']
  return revisions.flatMap((folder) => inside.map((file) => join(folder, file)))
}

/** Finds a browser, or says why none is usable. */
export function findBrowser(probe: BrowserProbe): BrowserLookup {
  const chosen = probe.env.CHROMIUM_PATH
  if (chosen) {
    // An explicit choice is never silently replaced by another browser.
    return probe.isExecutable(chosen)
      ? { found: true, path: chosen, source: 'CHROMIUM_PATH' }
      : { found: false, reason: `CHROMIUM_PATH=${chosen} is not an executable file` }
  }
  const system = systemPaths(probe).find((path) => probe.isExecutable(path))
  if (system) return { found: true, path: system, source: 'system' }
  const cached = playwrightPaths(probe).find((path) => probe.isExecutable(path))
  if (cached) return { found: true, path: cached, source: 'playwright' }
  return { found: false, reason: 'no Chromium or Chrome found' }
}

/** The probe of this machine. */
export function localProbe(): BrowserProbe {
  return {
    env: process.env,
    platform: process.platform,
    home: homedir(),
    isExecutable(path) {
      try {
        accessSync(path, constants.X_OK)
        return true
      } catch {
        return false
      }
    },
    list(path) {
      try {
        return readdirSync(path)
      } catch {
        return []
      }
    },
  }
}

/** The browser of this machine; throws with the way to get one when there is none. */
export function browserPath(): string {
  const lookup = findBrowser(localProbe())
  if (lookup.found) return lookup.path
  throw new Error(`${lookup.reason}: run \`node scripts/browser/ensure-browser.ts\` to get one`)
}

/**
 * The flags headless Chromium needs on these machines (no sandbox as root, no GPU, no background
 * traffic): the e2e suite, `npm run size` and `npm run cms:screenshots` launch it with these.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
