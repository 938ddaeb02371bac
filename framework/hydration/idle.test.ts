import { describe, expect, it } from 'vitest'
import { createIdleQueue } from './idle.ts'

/** A scheduler the test drives by hand: idle moments happen when `idle()` is called. */
function manualSchedule() {
  const pending: (() => void)[] = []
  return {
    schedule: (task: () => void) => pending.push(task),
    idle: () => pending.shift()?.(),
    get pending() {
      return pending.length
    },
  }
}

/** A task whose completion the test decides. */
function deferredTask(log: string[], name: string) {
  let finish!: () => void
  let fail!: (error: Error) => void
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  return {
    run: () => {
      log.push(name)
      return done
    },
    finish: () => finish(),
    fail: () => fail(new Error(name)),
  }
}

/** Lets settled tasks hand over to the next one (a few microtask turns). */
async function flush() {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve()
}

describe('the idle queue', () => {
  it('runs nothing before the first idle moment', () => {
    const clock = manualSchedule()
    const log: string[] = []
    const queue = createIdleQueue(clock.schedule)
    queue.add(deferredTask(log, 'a').run)
    expect(log).toEqual([])
    expect(clock.pending).toBe(1)
  })

  it('runs one task at a time, in order, each at an idle moment', async () => {
    const clock = manualSchedule()
    const log: string[] = []
    const queue = createIdleQueue(clock.schedule)
    const a = deferredTask(log, 'a')
    const b = deferredTask(log, 'b')
    queue.add(a.run)
    queue.add(b.run)
    clock.idle()
    expect(log).toEqual(['a'])
    // b waits while a is still running, even at an idle moment.
    expect(clock.pending).toBe(0)
    a.finish()
    await flush()
    expect(clock.pending).toBe(1)
    clock.idle()
    expect(log).toEqual(['a', 'b'])
  })

  it('goes on after a failed task', async () => {
    const clock = manualSchedule()
    const log: string[] = []
    const queue = createIdleQueue(clock.schedule)
    const a = deferredTask(log, 'a')
    queue.add(a.run)
    queue.add(deferredTask(log, 'b').run)
    clock.idle()
    a.fail()
    await flush()
    clock.idle()
    expect(log).toEqual(['a', 'b'])
  })

  it('starts again when a task is added after the queue ran dry', async () => {
    const clock = manualSchedule()
    const log: string[] = []
    const queue = createIdleQueue(clock.schedule)
    const a = deferredTask(log, 'a')
    queue.add(a.run)
    clock.idle()
    a.finish()
    await flush()
    expect(clock.pending).toBe(0)
    queue.add(deferredTask(log, 'b').run)
    clock.idle()
    expect(log).toEqual(['a', 'b'])
  })

  it('keeps at most its capacity waiting, dropping the oldest waiting task', async () => {
    const clock = manualSchedule()
    const log: string[] = []
    const queue = createIdleQueue(clock.schedule, 1)
    const a = deferredTask(log, 'a')
    queue.add(a.run)
    // a is scheduled at once; b waits behind it, then c takes b's place.
    queue.add(deferredTask(log, 'b').run)
    queue.add(deferredTask(log, 'c').run)
    clock.idle()
    a.finish()
    await flush()
    clock.idle()
    await flush()
    expect(clock.pending).toBe(0)
    expect(log).toEqual(['a', 'c'])
  })

  it('forgets the waiting tasks on clear, and the running one still hands over', async () => {
    const clock = manualSchedule()
    const log: string[] = []
    const queue = createIdleQueue(clock.schedule)
    const a = deferredTask(log, 'a')
    queue.add(a.run)
    queue.add(deferredTask(log, 'b').run)
    clock.idle()
    queue.clear()
    a.finish()
    await flush()
    expect(clock.pending).toBe(0)
    queue.add(deferredTask(log, 'c').run)
    clock.idle()
    expect(log).toEqual(['a', 'c'])
  })
})
