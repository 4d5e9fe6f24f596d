import { createContext, useContext } from 'react';

/**
 * Whether the view a component is drawn in is the one on screen. Keep-alive (app/keepAlive) keeps
 * a left view mounted but hidden, and its effects go on running (Preact has no <Activity> to
 * pause them): what moves or polls on its own, or must act when its view shows again, reads this.
 * Outside keep-alive (tests, a screen drawn alone) a view is active.
 */
export const ViewActiveContext = createContext(true);

export const useViewActive = (): boolean => useContext(ViewActiveContext);
