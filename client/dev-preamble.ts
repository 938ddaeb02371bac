// Development only: React Refresh's preamble as a module, so the CSP needs no inline script.
// @ts-expect-error Vite serves this virtual module in development.
import RefreshRuntime from '/@react-refresh'

RefreshRuntime.injectIntoGlobalHook(window)
Object.assign(window, {
  $RefreshReg$: () => {},
  $RefreshSig$: () => (type: unknown) => type,
  __vite_plugin_react_preamble_installed__: true,
})
