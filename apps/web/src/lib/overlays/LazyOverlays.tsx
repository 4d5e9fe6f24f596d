import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * Mounted from the first time it is visible on (so it can animate closed afterwards); until then
 * nothing is rendered and antd's code is not loaded. Both render nothing while hidden, so the
 * server's markup and the first client render agree.
 */
function useOpenedOnce(visible: boolean | undefined): boolean {
  const [opened, setOpened] = useState(!!visible);
  if (visible && !opened) setOpened(true);
  return opened || !!visible;
}

function lazyOverlay<P extends { visible?: boolean }>(Overlay: ComponentType<P>) {
  return function LazyOverlay(props: P) {
    if (!useOpenedOnce(props.visible)) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  };
}

const Popup = lazy(() => import('./antd').then((m) => ({ default: m.Popup })));

/** antd-mobile's `Popup`, loaded when first shown (see ./index.ts). */
export const LazyPopup = lazyOverlay<ComponentProps<typeof Popup>>(Popup);
