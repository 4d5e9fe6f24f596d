import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { nextTask } from '../nextTask';

type Container = (Element | DocumentFragment) & { _storefrontRoot?: Root };

/**
 * antd-mobile 5 mounts Toast and imperative Dialogs with the legacy ReactDOM.render, which React
 * 19 removed and antd probes for by version; it is handed React's root API instead, the one main.tsx
 * draws with. Call once at start-up and in test setup.
 */
export function setupAntdRender(): void {
  unstableSetRender((node, container: Container) => {
    container._storefrontRoot ??= createRoot(container);
    const root = container._storefrontRoot;
    root.render(node);
    return async () => {
      await nextTask();
      root.unmount();
      delete container._storefrontRoot;
    };
  });
}
