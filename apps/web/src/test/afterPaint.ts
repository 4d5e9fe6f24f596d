import { act } from '@testing-library/react';

/**
 * Preact runs effects after the browser paints (a frame, then a task), not before the next event
 * as React does. A component that adds its listeners in an effect (antd-mobile's Checkbox) has
 * none for that moment after each render, as on a phone: a test taps once it has painted.
 */
export const afterPaint = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
