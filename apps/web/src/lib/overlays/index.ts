import type { DialogAlertProps, DialogConfirmProps, DialogShowProps, ToastShowProps } from 'antd-mobile';
import type * as Antd from './antd';

/**
 * antd-mobile's Toast and Dialog, loaded when one is first shown: the one way the app shows them.
 * With them come react-spring, use-gesture and antd's legacy-render hook (./antdRender), about a
 * tenth of a first visit's script, for something no first visit shows before the
 * shopper does something. The build fails if they come back into the first load
 * (build/firstLoadGuard.ts); screens loaded on demand use these too, so the hook is set up before
 * antd renders anything, wherever it is shown from.
 *
 * Toast and the imperative Dialog render through React's root API (`react-dom/client`),
 * handed to antd once, before the first (./antdRender). Never on the server, which shows neither:
 * there the condition is false at build time, so its bundle leaves the client renderer out.
 */
let loaded: Promise<typeof Antd> | undefined;
const antd = () =>
  (loaded ??= Promise.all([
    import('./antd'),
    import.meta.env.SSR ? undefined : import('./antdRender').then((m) => m.setupAntdRender()),
  ]).then(([m]) => m));

export const toast = {
  show(props: ToastShowProps | string): void {
    void antd().then(({ Toast }) => Toast.show(props));
  },
};

export const dialog = {
  alert: (props: DialogAlertProps): Promise<void> => antd().then(({ Dialog }) => Dialog.alert(props)),
  confirm: (props: DialogConfirmProps): Promise<boolean> => antd().then(({ Dialog }) => Dialog.confirm(props)),
  show(props: DialogShowProps): void {
    void antd().then(({ Dialog }) => Dialog.show(props));
  },
};

export { LazyPopup } from './LazyOverlays';
