import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from './whenNear';

type Entry = { isIntersecting: boolean; target: Element; boundingClientRect: { top: number } };

/** An IntersectionObserver the test drives: `report(top)` says the target is within the margin. */
function stubObserver() {
  let callback: ((entries: Entry[]) => void) | undefined;
  let target: Element | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: (entries: Entry[]) => void) {
        callback = cb;
      }
      observe(el: Element) {
        target = el;
      }
      disconnect() {
        callback = undefined;
      }
    },
  );
  return {
    report: (top: number) => callback?.([{ isIntersecting: true, target: target!, boundingClientRect: { top } }]),
    observing: () => callback !== undefined,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('whenNear', () => {
  it('goes at once for what is on screen', () => {
    const io = stubObserver();
    const onNear = vi.fn();
    whenNear(document.createElement('div'), onNear);
    io.report(window.innerHeight - 10);
    expect(onNear).toHaveBeenCalledOnce();
    expect(io.observing()).toBe(false);
  });

  it('waits, for what is only near the fold, until the shopper scrolls', () => {
    const io = stubObserver();
    const onNear = vi.fn();
    whenNear(document.createElement('div'), onNear);
    io.report(window.innerHeight + 30);
    expect(onNear).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    expect(onNear).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('scroll'));
    expect(onNear).toHaveBeenCalledOnce();
  });

  it('does not go on a scroll while what it waits for is still far', () => {
    const io = stubObserver();
    const onNear = vi.fn();
    const stop = whenNear(document.createElement('div'), onNear);
    window.dispatchEvent(new Event('scroll'));
    expect(onNear).not.toHaveBeenCalled();
    io.report(window.innerHeight + 600); // scrolled into the margin
    expect(onNear).toHaveBeenCalledOnce();
    stop();
  });
});
