/**
 * Registers the service worker of the production build (vite-plugin-pwa writes /sw.js) once the
 * page has loaded, so it never competes with the first paint. A new worker waits for every tab of
 * the old one to close before it serves anything: no page mixes files of two versions.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((e: unknown) => {
      console.warn('service worker not registered', e);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
