import { App } from '../../client/app/app.tsx'
import type { Shown } from '../../framework/router/prepare-page.ts'
import { RouterContext, serverRouter } from '../../framework/router/router-context.ts'

/**
 * The server's root of `#root`. It has the same shape as the browser's `BrowserRouter` (a
 * component rendering the router context around `App`), so `useId` gives the same ids on both
 * sides and hydration matches.
 */
export function ServerRouter({ location, shown }: { location: string; shown: Shown }) {
  return (
    <RouterContext value={serverRouter(location)}>
      <App {...shown} />
    </RouterContext>
  )
}
