import { describe, expect, it } from 'vitest'
import { type BrowserProbe, findBrowser } from './find-browser.ts'

/** A machine whose only executables are `files`, and whose folders list `folders`. */
function machine(
  options: {
    files?: string[]
    folders?: Record<string, string[]>
    env?: Record<string, string>
    platform?: NodeJS.Platform
  } = {}
): BrowserProbe {
  const files = new Set(options.files ?? [])
  return {
    env: options.env ?? {},
    platform: options.platform ?? 'linux',
    home: '/home/ada',
    isExecutable: (path) => files.has(path),
    list: (path) => options.folders?.[path] ?? [],
  }
}

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH first when it points at an executable', () => {
    const probe = machine({
      files: ['/opt/my/chrome', '/usr/bin/chromium'],
      env: { CHROMIUM_PATH: '/opt/my/chrome' },
    })
    expect(findBrowser(probe)).toEqual({
      found: true,
      path: '/opt/my/chrome',
      source: 'CHROMIUM_PATH',
    })
  })

  it('never replaces a CHROMIUM_PATH that is missing with another browser', () => {
    const probe = machine({ files: ['/usr/bin/chromium'], env: { CHROMIUM_PATH: '/nope' } })
    const lookup = findBrowser(probe)
    expect(lookup.found).toBe(false)
    expect(!lookup.found && lookup.reason).toContain('CHROMIUM_PATH=/nope')
  })

  it('finds the system Chromium, then Chrome, on Linux', () => {
    expect(findBrowser(machine({ files: ['/usr/bin/chromium'] }))).toMatchObject({
      path: '/usr/bin/chromium',
      source: 'system',
    })
    expect(findBrowser(machine({ files: ['/usr/bin/google-chrome-stable'] }))).toMatchObject({
      path: '/usr/bin/google-chrome-stable',
    })
  })

  it('finds Chrome in the Applications folders on macOS', () => {
    const chrome = '/home/ada/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'
    expect(findBrowser(machine({ platform: 'darwin', files: [chrome] }))).toMatchObject({
      path: chrome,
    })
    // Linux paths mean nothing on a Mac.
    expect(findBrowser(machine({ platform: 'darwin', files: ['/usr/bin/chromium'] })).found).toBe(
      false
    )
  })

  it("falls back to Playwright's cache, newest revision first", () => {
    const cache = '/home/ada/.cache/ms-playwright'
    const probe = machine({
      folders: { [cache]: ['chromium-1140', 'chromium-1200', 'firefox-1400', 'chromium-99'] },
      files: [
        `${cache}/chromium-1140/chrome-linux/chrome`,
        `${cache}/chromium-1200/chrome-linux64/chrome`,
      ],
    })
    expect(findBrowser(probe)).toEqual({
      found: true,
      path: `${cache}/chromium-1200/chrome-linux64/chrome`,
      source: 'playwright',
    })
  })

  it('reads PLAYWRIGHT_BROWSERS_PATH when it is set', () => {
    const probe = machine({
      env: { PLAYWRIGHT_BROWSERS_PATH: '/srv/pw' },
      folders: { '/srv/pw': ['chromium-1'] },
      files: ['/srv/pw/chromium-1/chrome-linux/chrome'],
    })
    expect(findBrowser(probe)).toMatchObject({ path: '/srv/pw/chromium-1/chrome-linux/chrome' })
  })

  it('says so when there is no browser at all', () => {
    expect(findBrowser(machine())).toEqual({ found: false, reason: 'no Chromium or Chrome found' })
  })
})
