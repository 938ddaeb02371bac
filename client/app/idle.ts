/**
 * Runs `task` right after the browser's next paint (a frame, then a task); at once in a hidden
 * tab, which paints nothing.
 */
export function afterNextPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') task()
  else requestAnimationFrame(() => setTimeout(task, 0))
}

/** Runs `task` once the page has loaded and the main thread is idle. */
export function afterLoadWhenIdle(task: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 })
    else setTimeout(task, 200)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/**
 * Work the visitor did not ask for (preloading the pages of links that came into view) waits for
 * the page to be loaded and idle, then runs one task at a time, so it never competes with what is
 * on screen for the network or the main thread.
 */
export function createIdleQueue(schedule: (task: () => void) => void = afterLoadWhenIdle) {
  const waiting: (() => Promise<unknown>)[] = []
  let running = false

  function next(): void {
    const task = waiting.shift()
    if (!task) {
      running = false
      return
    }
    running = true
    schedule(() => {
      task().then(next, next)
    })
  }

  return {
    add(task: () => Promise<unknown>): void {
      waiting.push(task)
      if (!running) next()
    },
  }
}
