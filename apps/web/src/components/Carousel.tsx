import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useT } from '../i18n';
import './Carousel.css';

interface CarouselProps {
  /** The section's accessible name. */
  label: string;
  className?: string;
  /** Milliseconds between slides, back to the first after the last; none when omitted. */
  autoplay?: number;
  /** White dots read better over a photo. */
  dots?: 'brand' | 'white';
  /** Set when the slides hold nothing focusable: the scroller then takes focus, so keys scroll it. */
  focusable?: boolean;
  children: ReactNode;
}

/**
 * Slides on native scroll snapping: a swipe works before the page's script has run,
 * and nothing here measures during render, so the server's markup is the first client render.
 */
export function Carousel({ label, className, autoplay, dots = 'brand', focusable, children }: CarouselProps) {
  const { t } = useT();
  const slides = Children.toArray(children);
  const count = slides.length;
  const track = useRef<HTMLDivElement>(null);
  const current = useScrolledIndex(track, count);
  const [held, setHeld] = useState({ hover: false, focus: false, touch: false });
  const hold = (key: keyof typeof held, on: boolean) => setHeld((h) => (h[key] === on ? h : { ...h, [key]: on }));
  const heldAny = held.hover || held.focus || held.touch;

  // A touch also fires pointer events; only a mouse resting over the slides is "hovering".
  const mouse = (e: PointerEvent, on: boolean) => {
    if (e.pointerType === 'mouse') hold('hover', on);
  };
  const blur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget)) hold('focus', false);
  };
  return (
    <section
      className={`carousel carousel--${dots}${className ? ` ${className}` : ''}`}
      aria-label={label}
      aria-roledescription={t('common:carousel.carousel')}
      onPointerEnter={(e) => mouse(e, true)}
      onPointerLeave={(e) => mouse(e, false)}
      onFocus={() => hold('focus', true)}
      onBlur={blur}
      onTouchStart={() => hold('touch', true)}
      onTouchEnd={() => hold('touch', false)}
      onTouchCancel={() => hold('touch', false)}
    >
      <div ref={track} className="carousel__track" tabIndex={focusable && count > 1 ? 0 : undefined}>
        {slides.map((slide, i) => (
          <div
            key={isValidElement(slide) && slide.key != null ? slide.key : i}
            className="carousel__slide"
            role="group"
            aria-roledescription={t('common:carousel.slide')}
            aria-label={t('common:carousel.position', { index: i + 1, count })}
          >
            {slide}
          </div>
        ))}
      </div>
      {!!autoplay && count > 1 && (
        <Autoplay track={track} count={count} every={autoplay} current={current} held={heldAny} />
      )}
      {count > 1 && (
        // Decorative: each slide already says "n of m", and a swipe or the keys move between them.
        <div className="carousel__dots" aria-hidden="true">
          {slides.map((_, i) => (
            <span key={i} className={i === current ? 'carousel__dot carousel__dot--current' : 'carousel__dot'} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * Moves to the next slide every `every` ms while it may: a component of its own, drawing nothing,
 * because whether the shopper asked for less motion is known only in the browser. Its first render
 * after the hydration (the server assumes still) draws this, not the carousel's slides again.
 */
function Autoplay({
  track,
  count,
  every,
  current,
  held,
}: {
  track: RefObject<HTMLDivElement | null>;
  count: number;
  every: number;
  current: number;
  held: boolean;
}) {
  const still = useReducedMotion();
  const hidden = usePageHidden();
  // A hidden kept-alive view has no effects at all, so its slides do not move either.
  const playing = !still && !hidden && !held;
  useEffect(() => {
    if (!playing) return;
    // Restarted whenever the slide changes, so a swipe gets a full interval before the next move.
    const id = setInterval(() => {
      const el = track.current;
      if (!el?.clientWidth) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, every);
    return () => clearInterval(id);
  }, [playing, every, count, current, track]);
  return null;
}

/** The slide in view, read from the scroller once a frame while it scrolls (0 until then). */
function useScrolledIndex(track: RefObject<HTMLDivElement | null>, count: number) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      // Zero while hidden (a kept-alive screen): keep the last index rather than jump to the first.
      if (!el.clientWidth) return;
      setIndex(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [track, count]);
  return index;
}

const REDUCE = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** The server cannot know, so it assumes still: autoplay only ever starts in the browser. */
const useReducedMotion = () =>
  useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCE).matches,
    () => true,
  );

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const usePageHidden = () =>
  useSyncExternalStore(
    subscribeVisibility,
    () => document.hidden,
    () => false,
  );
