// The only module of the app that imports antd-mobile's imperative overlays; loaded on first use.
export { Dialog, Popup, Toast } from 'antd-mobile';
