/**
 * What to do when no browser is found: install the distribution's package where the machine
 * allows it without asking (root on Debian or Ubuntu with apt-get), otherwise the exact command
 * for the visitor's platform. Pure, so each platform's answer is tested.
 */
export interface MachineFacts {
  platform: NodeJS.Platform
  /** Effective user id 0. */
  isRoot: boolean
  /** `ID` and `ID_LIKE` of /etc/os-release, lowercased ('' when unknown). */
  osIds: string[]
  hasAptGet: boolean
}

export type InstallPlan =
  { kind: 'install'; say: string; steps: string[][] } | { kind: 'advise'; command: string }

const apt = (pkg: string) => [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', '--no-install-recommends', pkg],
]

/** The `ID`/`ID_LIKE` words of an os-release file. */
export function parseOsRelease(text: string): string[] {
  const ids: string[] = []
  for (const line of text.split('\n')) {
    const match = /^(ID|ID_LIKE)=(.*)$/.exec(line.trim())
    if (match) ids.push(...match[2]!.replace(/["']/g, '').toLowerCase().split(/\s+/))
  }
  return ids.filter(Boolean)
}

export function installPlan(facts: MachineFacts): InstallPlan {
  const manual = 'or point CHROMIUM_PATH at a Chromium or Chrome binary'
  if (facts.platform === 'darwin') {
    return { kind: 'advise', command: `brew install --cask chromium   (${manual})` }
  }
  if (facts.platform === 'win32') {
    return { kind: 'advise', command: `winget install Google.Chrome   (${manual})` }
  }
  const debian = facts.osIds.includes('debian')
  const ubuntu = facts.osIds.includes('ubuntu')
  if (debian || ubuntu) {
    // Debian packages Chromium as `chromium`; Ubuntu only as a snap behind `chromium-browser`.
    const pkg = debian && !ubuntu ? 'chromium' : 'chromium-browser'
    if (facts.isRoot && facts.hasAptGet) {
      return {
        kind: 'install',
        say: `No Chromium found: installing the ${pkg} package with apt-get.`,
        steps: apt(pkg),
      }
    }
    return {
      kind: 'advise',
      command: `sudo apt-get update && sudo apt-get install -y ${pkg}   (${manual})`,
    }
  }
  if (facts.osIds.includes('fedora') || facts.osIds.includes('rhel')) {
    return { kind: 'advise', command: `sudo dnf install -y chromium   (${manual})` }
  }
  if (facts.osIds.includes('arch')) {
    return { kind: 'advise', command: `sudo pacman -S chromium   (${manual})` }
  }
  if (facts.osIds.includes('alpine')) {
    return { kind: 'advise', command: `sudo apk add chromium   (${manual})` }
  }
  return { kind: 'advise', command: `install Chromium with your package manager (${manual})` }
}
