/**
 * Runs `task` once the page has loaded (its styles and the images of the first screen) and its
 * web font is in use, so the first screen is final.
 */
export function afterLoad(task: () => void): void {
  const fontsThenTask = () => {
    void document.fonts.ready.then(task, task)
  }
  if (document.readyState === 'complete') fontsThenTask()
  else window.addEventListener('load', fontsThenTask, { once: true })
}

/**
 * Runs `task` right after the browser's next paint (a frame, then a task); at once in a hidden
 * tab, which paints nothing.
 */
export function afterNextPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') task()
  else requestAnimationFrame(() => setTimeout(task, 0))
}

/**
 * Runs `task` after the browser has painted the page's content (its first contentful paint) and
 * the frame after it: a frame alone may paint before any content is ready. Browsers that do not
 * report paints, and hidden tabs, fall back to the next frame.
 */
export function afterContentfulPaint(task: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
  if (
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint') ||
    painted()
  ) {
    afterNextPaint(task)
    return
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return
    observer.disconnect()
    afterNextPaint(task)
  })
  observer.observe({ type: 'paint', buffered: true })
}

/** Resolves in a later task, letting the browser handle input and paint in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Runs `task` once the page has loaded and the main thread is idle. */
export function afterLoadWhenIdle(task: () => void): void {
  afterLoad(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 })
    else setTimeout(task, 200)
  })
}

/**
 * Work the visitor did not ask for (preloading the pages of links that came into view) waits for
 * the page to be loaded and idle, then runs one task at a time, so it never competes with what is
 * on screen for the network or the main thread. It is also bounded: at most `capacity` tasks wait
 * (a new one pushes out the oldest waiting: what just came into view is the likelier next page
 * than what the visitor scrolled past), and `clear()` forgets what is waiting when the visitor
 * moves on, so a long page full of links does not keep a phone's network busy for half a minute.
 */
export function createIdleQueue(
  schedule: (task: () => void) => void = afterLoadWhenIdle,
  capacity = Number.POSITIVE_INFINITY
) {
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
    /** Queues `task`, dropping the oldest waiting task when the queue is full. */
    add(task: () => Promise<unknown>): void {
      waiting.push(task)
      if (waiting.length > capacity) waiting.shift()
      if (!running) next()
    },
    /** Drops every task that has not started. */
    clear(): void {
      waiting.length = 0
    },
  }
}
