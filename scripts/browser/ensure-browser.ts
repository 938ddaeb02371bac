/**
 * First step of `npm test` and `npm run lighthouse`: makes sure a browser is there before the
 * long suites start. Found: one line naming it. Missing: installs the distribution's package
 * where the machine allows it without asking, otherwise stops at once with the exact command.
 * Usage: node scripts/browser/ensure-browser.ts
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { findBrowser, localProbe } from './find-browser.ts'
import { installPlan, parseOsRelease } from './install-plan.ts'

function report(): boolean {
  const lookup = findBrowser(localProbe())
  if (lookup.found) {
    console.info(`Browser for the tests: ${lookup.path} (${lookup.source})`)
    return true
  }
  if (process.env.CHROMIUM_PATH) {
    // The person chose a browser that is not there: tell them, install nothing behind their back.
    console.error(`${lookup.reason}. Fix the path or unset CHROMIUM_PATH.`)
    process.exit(1)
  }
  return false
}

if (!report()) {
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : ''
  const plan = installPlan({
    platform: process.platform,
    isRoot: process.getuid?.() === 0,
    osIds: parseOsRelease(osRelease),
    hasAptGet: existsSync('/usr/bin/apt-get'),
  })
  if (plan.kind === 'advise') {
    console.error(`No Chromium or Chrome found for the browser tests. Run:\n  ${plan.command}`)
    process.exit(1)
  }
  console.info(plan.say)
  for (const [command, ...args] of plan.steps) {
    const result = spawnSync(command!, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (result.status !== 0) {
      console.error(`\`${[command, ...args].join(' ')}\` failed (exit ${result.status}).`)
      process.exit(1)
    }
  }
  if (!report()) {
    console.error('The package installed, yet no browser is found at the usual paths.')
    process.exit(1)
  }
}
