import type { ComponentType } from 'react'
import { App } from '../../client/app/app.tsx'
import type { PagePayload } from '../../client/app/payload.ts'
import { RouterContext, serverRouter } from '../../client/navigation/router-context.ts'
import type { PageProps } from '../../client/pages/page-modules.ts'

/**
 * The server's root of `#root`. It has the same shape as the browser's `BrowserRouter` (a
 * component rendering the router context around `App`), so `useId` gives the same ids on both
 * sides and hydration matches.
 */
export function ServerRouter({
  location,
  payload,
  Page,
}: {
  location: string
  payload: PagePayload
  Page: ComponentType<PageProps<never>> | null
}) {
  return (
    <RouterContext value={serverRouter(location)}>
      <App payload={payload} Page={Page} />
    </RouterContext>
  )
}
