import { describe, expect, it } from 'vitest'
import { installPlan, parseOsRelease } from './install-plan.ts'

const debian = parseOsRelease('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n')
const ubuntu = parseOsRelease('NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n')

describe('installPlan', () => {
  it('reads ID and ID_LIKE of os-release', () => {
    expect(debian).toEqual(['debian'])
    expect(ubuntu).toEqual(['ubuntu', 'debian'])
    expect(parseOsRelease('ID="fedora"\nVERSION_ID=40')).toEqual(['fedora'])
  })

  it('installs the Debian package as root where apt-get is there', () => {
    const plan = installPlan({ platform: 'linux', isRoot: true, osIds: debian, hasAptGet: true })
    expect(plan.kind).toBe('install')
    expect(plan.kind === 'install' && plan.steps).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
    ])
  })

  it('uses the package name Ubuntu knows', () => {
    const plan = installPlan({ platform: 'linux', isRoot: true, osIds: ubuntu, hasAptGet: true })
    expect(plan.kind === 'install' && plan.steps[1]).toContain('chromium-browser')
  })

  it('asks instead of installing when not root', () => {
    const plan = installPlan({ platform: 'linux', isRoot: false, osIds: debian, hasAptGet: true })
    expect(plan).toMatchObject({ kind: 'advise' })
    expect(plan.kind === 'advise' && plan.command).toMatch(
      /^sudo apt-get update && sudo apt-get install -y chromium /
    )
  })

  it('gives each other platform its own command', () => {
    const advise = (facts: Parameters<typeof installPlan>[0]) => {
      const plan = installPlan(facts)
      return plan.kind === 'advise' ? plan.command : 'installs'
    }
    const base = { isRoot: true, hasAptGet: false, osIds: [] }
    expect(advise({ ...base, platform: 'darwin' })).toMatch(/^brew install --cask chromium/)
    expect(advise({ ...base, platform: 'linux', osIds: ['fedora'] })).toMatch(/^sudo dnf install/)
    expect(advise({ ...base, platform: 'linux', osIds: ['arch'] })).toMatch(/^sudo pacman -S/)
    expect(advise({ ...base, platform: 'linux' })).toContain('CHROMIUM_PATH')
  })
})
