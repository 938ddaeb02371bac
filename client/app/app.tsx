import { type ComponentType, Suspense } from 'react'
import { siteConfig } from '../config/site-config.ts'
import { ConsentSettings } from '../features/consent/consent-settings.tsx'
import { ErrorPage } from '../errors/error-page.tsx'
import { CompareBarSlot } from '../features/compare/compare-bar-slot.tsx'
import type { PageProps } from '../pages/page-modules.ts'
import { Breadcrumbs } from '../shell/breadcrumbs.tsx'
import { Footer } from '../shell/footer.tsx'
import { Header, TopBar } from '../shell/header.tsx'
import { StickyBar } from '../shell/sticky-bar.tsx'
import { Toasts } from '../shell/toasts.tsx'
import type { PagePayload } from './payload.ts'

/** The whole visible app: the same tree on the server and in the browser. */
export function App({
  payload,
  Page,
}: {
  payload: PagePayload
  Page: ComponentType<PageProps<never>> | null
}) {
  return (
    <>
      <a href="#main" className="skip-link">
        Aller au contenu
      </a>
      <TopBar />
      <Header />
      {siteConfig.showBreadcrumbs && payload.kind === 'page' && (
        <Breadcrumbs items={payload.meta.breadcrumbs} />
      )}
      <main id="main" tabIndex={-1}>
        {/* Boundaries of their own: after the shell, the page and the footer hydrate in slices
            the browser can interrupt, instead of one long task (React hydrates a server-rendered
            Suspense boundary at low priority). */}
        <Suspense fallback={null}>
          {payload.kind === 'page' && Page ? (
            <Page data={payload.data as never} params={payload.params} />
          ) : payload.kind === 'error' ? (
            <ErrorPage error={payload.error} />
          ) : null}
        </Suspense>
      </main>
      <CompareBarSlot />
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <StickyBar />
      <Toasts />
      <ConsentSettings />
    </>
  )
}
