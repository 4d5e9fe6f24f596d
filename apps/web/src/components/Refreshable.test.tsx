import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { i18n } from '../i18n';
import { LOCALES } from '@storefront/contract/constants';
import { Refreshable } from './Refreshable';

describe('pull to refresh', () => {
  it('has its hint in every language, each its own', () => {
    const texts = LOCALES.map((l) => i18n.getFixedT(l, 'common')('pull.pulling'));
    expect(new Set(texts).size).toBe(LOCALES.length);
  });

  it('hides the hint from screen readers', () => {
    const { container } = render(
      <Refreshable onRefresh={() => Promise.resolve()}>
        <p>list</p>
      </Refreshable>,
    );
    const hint = [...container.querySelectorAll('span')].find((s) => s.textContent === 'Pull down to refresh');
    expect(hint?.closest('[aria-hidden="true"]')).toBeTruthy();
  });
});

/** A one-finger gesture on `target`: each move is dispatched and says whether it was cancelled. */
function finger(target: Element, x: number, y: number) {
  const fire = (type: string, clientX: number, clientY: number) => {
    const touch = new Touch({ identifier: 7, target, clientX, clientY });
    const touches = type === 'touchend' ? [] : [touch];
    const event = new TouchEvent(type, { bubbles: true, cancelable: true, touches, changedTouches: [touch] });
    let allowed = true;
    act(() => {
      allowed = target.dispatchEvent(event);
    });
    return allowed;
  };
  fire('touchstart', x, y);
  return {
    move: (dx: number, dy: number) => fire('touchmove', x + dx, y + dy),
    end: (dx: number, dy: number) => fire('touchend', x + dx, y + dy),
  };
}

/** The list inside a scroller, as on a screen (`.screen__main`). */
function setup(onRefresh = vi.fn(() => Promise.resolve())) {
  const { container } = render(
    <main className="screen__main">
      <Refreshable onRefresh={onRefresh}>
        <p>list</p>
      </Refreshable>
    </main>,
  );
  const main = container.querySelector('main')!;
  const root = container.querySelector<HTMLElement>('.refreshable')!;
  const track = container.querySelector<HTMLElement>('.refreshable__track')!;
  return { onRefresh, main, root, track, list: screen.getByText('list') };
}

describe('pull to refresh gesture', () => {
  // The head is 50 px and the pull is damped (antd's rubber band): 300 px of finger is ~94 px.
  it('refreshes once when pulled past the head at the top, and holds the head while it does', async () => {
    let finish = () => {};
    const { onRefresh, root, track, list } = setup(vi.fn(() => new Promise<void>((r) => (finish = r))));
    const pull = finger(list, 100, 100);
    expect(pull.move(0, 40)).toBe(false); // the scroller must not scroll or bounce along
    expect(pull.move(2, 300)).toBe(false);
    expect(track.style.transform).toBe('translateY(93.75px)');
    expect(screen.getByText('Release to refresh')).toBeTruthy();
    pull.end(2, 300);

    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Refreshing…')).toBeTruthy();
    expect(track.style.transform).toBe('translateY(50px)');
    expect(root.dataset.pull).toBe('hold');

    // A second pull while refreshing is a plain scroll.
    const again = finger(list, 100, 100);
    expect(again.move(0, 300)).toBe(true);
    again.end(0, 300);
    expect(onRefresh).toHaveBeenCalledTimes(1);

    act(() => finish());
    expect(await screen.findByText('Up to date')).toBeTruthy();
    await waitFor(() => expect(root.dataset.pull).toBeUndefined(), { timeout: 2000 });
    expect(track.style.transform).toBe('');
    expect(screen.getByText('Pull down to refresh')).toBeTruthy();
  });

  it('goes back without refreshing when released before the head is out', async () => {
    const { onRefresh, root, track, list } = setup();
    const pull = finger(list, 100, 100);
    expect(pull.move(0, 100)).toBe(false); // ~42 px of head
    expect(screen.getByText('Pull down to refresh')).toBeTruthy();
    pull.end(0, 100);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(track.style.transform).toBe('');
    expect(root.dataset.pull).toBe('settle');
    await waitFor(() => expect(root.dataset.pull).toBeUndefined());
  });

  it('does not pull when the scroller is not at its top', () => {
    const { onRefresh, main, root, track, list } = setup();
    main.scrollTop = 120;
    const pull = finger(list, 100, 100);
    expect(pull.move(0, 300)).toBe(true);
    pull.end(0, 300);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(track.style.transform).toBe('');
    expect(root.dataset.pull).toBeUndefined();
  });

  it('does not pull on a mostly horizontal swipe (a banner carousel), even when it later goes down', () => {
    const { onRefresh, track, list } = setup();
    const swipe = finger(list, 100, 100);
    expect(swipe.move(30, 10)).toBe(true);
    expect(swipe.move(40, 300)).toBe(true);
    swipe.end(40, 300);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(track.style.transform).toBe('');
  });

  it('does not pull when the finger first goes up (a scroll down the list)', () => {
    const { onRefresh, list } = setup();
    const scroll = finger(list, 100, 300);
    expect(scroll.move(0, -20)).toBe(true);
    expect(scroll.move(0, 300)).toBe(true);
    scroll.end(0, 300);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('does not refresh when the system cancels the touch', () => {
    const { onRefresh, list } = setup();
    const pull = finger(list, 100, 100);
    pull.move(0, 300);
    const touch = new Touch({ identifier: 7, target: list, clientX: 100, clientY: 400 });
    act(() => {
      list.dispatchEvent(new TouchEvent('touchcancel', { bubbles: true, changedTouches: [touch] }));
    });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('renders on the server at rest, with its content', () => {
    const html = renderToString(
      <Refreshable onRefresh={() => Promise.resolve()}>
        <p>server list</p>
      </Refreshable>,
    );
    expect(html).toContain('<p>server list</p>');
    expect(html).toContain('Pull down to refresh');
    expect(html).not.toContain('transform');
    expect(html).not.toContain('data-pull');
  });
});
