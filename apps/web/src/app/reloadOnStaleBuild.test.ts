import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleBuild } from './reloadOnStaleBuild';

const failedLoad = () => new Event('vite:preloadError', { cancelable: true });

describe('reloadOnStaleBuild', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once when a script of a replaced build fails, and not again within a minute', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    let clock = 1_000_000;
    reloadOnStaleBuild(target, reload, () => clock);

    const first = failedLoad();
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    // The reloaded page fails again at once (a broken deploy, offline): its error is left to show.
    clock += 5_000;
    const second = failedLoad();
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    // A later deploy reloads again.
    clock += 120_000;
    target.dispatchEvent(failedLoad());
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
