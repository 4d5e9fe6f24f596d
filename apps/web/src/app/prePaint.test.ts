import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { local } from '../lib/storage';

/**
 * index.html's body script runs before the app's modules exist, so it reads storage by hand: the
 * keys and shapes it reads must stay the ones lib/storage writes. Each case writes through
 * `local.set`, as the app does, then runs the script on a server-drawn page.
 */
const html = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const prePaint = inlineScripts.find((code) => code.includes('data-cart-empty'));

function runPrePaint() {
  // The script is index.html's own text, run as the browser runs it (a classic script).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own file's script, on purpose
  new Function(prePaint!)();
}

const session = { token: 't', visitorToken: 'v', temporaryUser: null, isGuestOrdering: 0 as const, guestLoginList: [] };

describe("index.html's pre-paint script", () => {
  let showModal: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    document.documentElement.removeAttribute('data-cart-empty');
    document.body.innerHTML =
      '<div id="root"><p data-sf-style="color: red">drawn</p><dialog class="position-popup"></dialog></div>';
    showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(() => {});
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is in index.html', () => {
    expect(prePaint).toBeTruthy();
  });

  it("applies the server's styles and, for a first visit, shows an empty cart and asks for the position", () => {
    runPrePaint();
    const drawn = document.querySelector('#root p') as HTMLElement;
    expect(drawn.style.color).toBe('red');
    expect(drawn.hasAttribute('data-sf-style')).toBe(false);
    expect(document.documentElement.hasAttribute('data-cart-empty')).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it("reads a member's session and a visitor's saved lines as a cart that is not known to be empty", () => {
    local.set('user', session);
    runPrePaint();
    expect(document.documentElement.hasAttribute('data-cart-empty')).toBe(false);

    local.remove('user');
    local.set('visitorCart', { '7': [{ productSkuId: 1, quantity: 2 }] });
    runPrePaint();
    expect(document.documentElement.hasAttribute('data-cart-empty')).toBe(false);
  });

  it('does not ask again once the position is known or the question was answered, nor on another page', () => {
    local.set('currentPosition', { latitude: 10.77, longitude: 106.7 });
    runPrePaint();
    expect(showModal).not.toHaveBeenCalled();

    local.remove('currentPosition');
    local.set('positionAnswer', 'dismissed');
    runPrePaint();
    expect(showModal).not.toHaveBeenCalled();

    local.remove('positionAnswer');
    window.history.replaceState(null, '', '/searchList?keyword=apple');
    runPrePaint();
    expect(showModal).not.toHaveBeenCalled();
  });

  it('keeps the app working when storage holds something unreadable', () => {
    localStorage.setItem('user', '{not json');
    expect(runPrePaint).not.toThrow();
    expect(document.documentElement.hasAttribute('data-cart-empty')).toBe(false);
  });
});
