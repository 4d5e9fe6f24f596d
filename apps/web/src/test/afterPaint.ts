import { act } from '@testing-library/react';

/**
 * Waits for a frame and a task, as a shopper's next tap does: a component that adds its listeners
 * in an effect (antd-mobile's Checkbox) has them by then.
 */
export const afterPaint = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
