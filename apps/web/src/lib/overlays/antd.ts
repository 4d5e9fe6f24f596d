// The only module of the shared code that imports antd-mobile's overlays; loaded on first use.
export { Dialog, Popup, Toast } from 'antd-mobile';
