/** The parts of a V8 CPU profile (`.cpuprofile`) the start-up summary reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[]
  samples?: number[]
  timeDeltas?: number[]
}

/**
 * CPU time of a Worker's start-up, from the profile `wrangler check startup` writes: the sampled
 * time that is not idle (Wrangler's own "Active" figure, garbage collection included), and the
 * whole window, in milliseconds.
 */
export function startupTimes(profile: CpuProfile): { activeMs: number; windowMs: number } {
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]))
  const samples = profile.samples ?? []
  let sampled = 0
  let idle = 0
  for (const [index, delta] of (profile.timeDeltas ?? []).entries()) {
    sampled += delta
    if (names.get(samples[index] ?? -1) === '(idle)') idle += delta
  }
  return { activeMs: (sampled - idle) / 1000, windowMs: sampled / 1000 }
}
