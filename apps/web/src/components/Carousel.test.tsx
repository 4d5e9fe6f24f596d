import { Activity } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { i18n } from '../i18n';
import { Carousel } from './Carousel';

const WIDTH = 300;

const carousel = (count: number, props: { autoplay?: number } = {}) => (
  <Carousel label="Featured" {...props}>
    {Array.from({ length: count }, (_, i) => (
      <a key={i} href={`/promotion/${i}`}>
        {`Banner ${i + 1}`}
      </a>
    ))}
  </Carousel>
);

/** happy-dom lays nothing out: the scroller gets a width, and its scrollTo is watched. */
function track(container: HTMLElement) {
  const el = container.querySelector<HTMLDivElement>('.carousel__track')!;
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: WIDTH });
  const scrollTo = vi.spyOn(el, 'scrollTo').mockImplementation(() => {});
  return { el, scrollTo };
}

/** Fake time passing, with the renderer's updates flushed. */
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function scrollToSlide(el: HTMLElement, index: number) {
  el.scrollLeft = index * WIDTH;
  fireEvent.scroll(el);
  wait(20); // the frame the position is read in
}

const currentDot = (container: HTMLElement) =>
  [...container.querySelectorAll('.carousel__dot')].findIndex((d) => d.classList.contains('carousel__dot--current'));

function reduceMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('is a labelled carousel of labelled slides, with decorative dots', () => {
    const { container } = render(carousel(3));
    const region = screen.getByRole('region', { name: 'Featured' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(slides[1]?.textContent).toBe('Banner 2');
    expect(container.querySelector('.carousel__dots')?.getAttribute('aria-hidden')).toBe('true');
    expect(currentDot(container)).toBe(0);
    // Links make the slides reachable by keyboard: the scroller is no extra tab stop.
    expect(container.querySelector('.carousel__track')?.hasAttribute('tabindex')).toBe(false);
  });

  it('speaks the shopper’s language', async () => {
    await act(() => i18n.changeLanguage('vi-VN'));
    try {
      render(carousel(2));
      expect(screen.getAllByRole('group')[1]?.getAttribute('aria-label')).toBe('2 trên 2');
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });

  it('hydrates the server’s markup without a difference', async () => {
    const html = renderToString(carousel(3, { autoplay: 4000 }));
    expect(html).toContain('Banner 3');
    expect(html).toContain('aria-label="3 of 3"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, carousel(3, { autoplay: 4000 }));
    });
    expect(consoleError).not.toHaveBeenCalled();
    // The first client render is the server's markup: hydration changed nothing on screen.
    expect(container.innerHTML).toBe(html);
    act(() => {
      root?.unmount();
    });
    container.remove();
  });

  it('moves the current dot with the scroll position', () => {
    vi.useFakeTimers();
    const { container } = render(carousel(3));
    const { el } = track(container);
    scrollToSlide(el, 2);
    expect(currentDot(container)).toBe(2);
    scrollToSlide(el, 1);
    expect(currentDot(container)).toBe(1);
  });

  it('plays every 4 seconds and goes back to the first after the last', () => {
    vi.useFakeTimers();
    reduceMotion(false);
    const { container } = render(carousel(3, { autoplay: 4000 }));
    const { el, scrollTo } = track(container);
    wait(3999);
    expect(scrollTo).not.toHaveBeenCalled();
    wait(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    scrollToSlide(el, 2);
    wait(4000);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('waits while the shopper’s finger is on it', () => {
    vi.useFakeTimers();
    reduceMotion(false);
    const { container } = render(carousel(3, { autoplay: 4000 }));
    const { scrollTo } = track(container);
    fireEvent.touchStart(screen.getByRole('region'));
    wait(12000);
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.touchEnd(screen.getByRole('region'));
    wait(4000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does not play when the shopper asks for reduced motion', () => {
    vi.useFakeTimers();
    reduceMotion(true);
    const { container } = render(carousel(3, { autoplay: 4000 }));
    const { scrollTo } = track(container);
    wait(20000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not play, nor show dots, with a single slide', () => {
    vi.useFakeTimers();
    reduceMotion(false);
    const { container } = render(carousel(1, { autoplay: 4000 }));
    const { scrollTo } = track(container);
    wait(20000);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(container.querySelector('.carousel__dots')).toBeNull();
  });

  it('stops while its kept-alive view is not on screen, and plays again when it is', () => {
    vi.useFakeTimers();
    reduceMotion(false);
    const inView = (active: boolean) => (
      <Activity mode={active ? 'visible' : 'hidden'}>{carousel(3, { autoplay: 4000 })}</Activity>
    );
    const { container, rerender } = render(inView(false));
    const { scrollTo } = track(container);
    wait(20000);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(inView(true));
    wait(4000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
