// The only module of the shared code that imports antd-mobile's overlays; loaded on first use.
import { setupAntdRender } from './antdRender';

// Toast and the imperative Dialog render through React 19's root API (./antdRender).
setupAntdRender();

export { Dialog, Popup, Toast } from 'antd-mobile';
