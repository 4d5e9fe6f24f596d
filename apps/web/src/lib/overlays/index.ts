import type { DialogAlertProps, DialogConfirmProps, ToastShowProps } from 'antd-mobile';

/**
 * antd-mobile's Toast and Dialog for code of the first load (the shell, the boot, the HTTP client,
 * Home), loaded when one is first shown. With them came react-spring and use-gesture, about a tenth
 * of the first load's script (issue 13), for something no first visit shows before the shopper does
 * something. The build fails if they come back (build/firstLoadGuard.ts). Screens loaded on demand
 * may import antd's overlays directly.
 */
const antd = () => import('./antd');

export const toast = {
  show(props: ToastShowProps | string): void {
    void antd().then(({ Toast }) => Toast.show(props));
  },
};

export const dialog = {
  alert: (props: DialogAlertProps): Promise<void> => antd().then(({ Dialog }) => Dialog.alert(props)),
  confirm: (props: DialogConfirmProps): Promise<boolean> => antd().then(({ Dialog }) => Dialog.confirm(props)),
};

export { LazyPopup } from './LazyOverlays';
