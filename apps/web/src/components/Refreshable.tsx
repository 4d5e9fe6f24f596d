import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n';
import './Refreshable.css';

/** Spec §9: the pull-to-refresh head is 50 px, and a pull past it refreshes. */
const PULL_HEAD_HEIGHT = 50;
/** antd's PullToRefresh keeps "done" in view this long before it goes back (ms). */
const COMPLETE_DELAY = 500;
/** The settle transition of Refreshable.css (ms): the head stays drawn until it is out of view. */
const SETTLE_MS = 300;
/** antd's rubber band: the head follows the finger ever more slowly, never past five heads. */
const MAX_PULL = PULL_HEAD_HEIGHT * 5;
const damp = (distance: number) => (distance * MAX_PULL * 0.5) / (MAX_PULL + 0.5 * distance);

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';
const TEXT = {
  pulling: 'common:pull.pulling',
  canRelease: 'common:pull.release',
  refreshing: 'common:pull.refreshing',
  complete: 'common:pull.done',
} as const satisfies Record<Status, string>;

/** A pull would fight a scroll: only when every scroller around the touch is at its top. */
function atTop(target: EventTarget | null) {
  for (let el = target instanceof Element ? target : null; el; el = el.parentElement) {
    if (el.scrollTop > 0) return false;
  }
  return true;
}

const touchOf = (list: TouchList, id: number) => Array.from(list).find((t) => t.identifier === id);

interface Gesture {
  id: number;
  x: number;
  y: number;
  /** Decided by the first move: down and mostly vertical, at the top. */
  pulling?: boolean;
  distance: number;
}

/**
 * Pull-to-refresh on touch events and a transform, in place of antd's (its spring and
 * gesture libraries weighed ~23 kB gzip on every list's first load). The first render draws
 * nothing of the gesture, so the server's markup is the client's; `onRefresh` resolves when the
 * refetch is done.
 */
export function Refreshable({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useT();
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('pulling');
  const refetch = useEffectEvent(onRefresh);

  useEffect(() => {
    const box = root.current;
    const moving = track.current;
    if (!box || !moving) return;
    let gesture: Gesture | undefined;
    let busy = false;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;

    // Written to the DOM, not rendered: a finger moves every frame, and React need not know.
    const place = (y: number, mode: 'drag' | 'hold' | 'settle') => {
      clearTimeout(timer);
      box.dataset.pull = mode;
      moving.style.transform = y > 0 ? `translateY(${y}px)` : '';
    };
    const settle = (then?: () => void) => {
      place(0, 'settle');
      timer = setTimeout(() => {
        delete box.dataset.pull;
        then?.();
      }, SETTLE_MS);
    };
    const refresh = async () => {
      busy = true;
      setStatus('refreshing');
      place(PULL_HEAD_HEIGHT, 'hold');
      let done = false;
      try {
        await refetch();
        done = true;
      } catch {
        // The screen's query keeps its error and shows it; the head only has to go away.
      }
      if (!alive) return;
      const back = () =>
        settle(() => {
          busy = false;
          setStatus('pulling');
        });
      if (!done) return back();
      setStatus('complete');
      timer = setTimeout(back, COMPLETE_DELAY);
    };

    const start = (e: TouchEvent) => {
      if (busy || (gesture && touchOf(e.touches, gesture.id))) return;
      const touch = e.changedTouches[0];
      if (touch) gesture = { id: touch.identifier, x: touch.clientX, y: touch.clientY, distance: 0 };
    };
    const move = (e: TouchEvent) => {
      const touch = gesture && touchOf(e.touches, gesture.id);
      if (!gesture || !touch) return;
      const dx = touch.clientX - gesture.x;
      const dy = touch.clientY - gesture.y;
      if (gesture.pulling === undefined) {
        if (dx === 0 && dy === 0) return;
        gesture.pulling = dy > Math.abs(dx) && atTop(e.target);
      }
      if (!gesture.pulling) return;
      // Or the scroller would bounce or scroll along with the head.
      if (e.cancelable) e.preventDefault();
      gesture.distance = Math.max(damp(dy), 0);
      place(gesture.distance, 'drag');
      setStatus(gesture.distance > PULL_HEAD_HEIGHT ? 'canRelease' : 'pulling');
    };
    const end = (e: TouchEvent) => {
      if (!gesture || !touchOf(e.changedTouches, gesture.id)) return;
      const { pulling, distance } = gesture;
      gesture = undefined;
      if (!pulling) return;
      // A cancelled touch (the system took it) is not a release.
      if (e.type === 'touchend' && distance > PULL_HEAD_HEIGHT) void refresh();
      else settle();
    };

    box.addEventListener('touchstart', start, { passive: true });
    box.addEventListener('touchmove', move, { passive: false });
    box.addEventListener('touchend', end);
    box.addEventListener('touchcancel', end);
    return () => {
      alive = false;
      clearTimeout(timer);
      box.removeEventListener('touchstart', start);
      box.removeEventListener('touchmove', move);
      box.removeEventListener('touchend', end);
      box.removeEventListener('touchcancel', end);
      // Hidden by keep-alive mid-refresh: shown again at rest, not stuck half-way.
      delete box.dataset.pull;
      moving.style.transform = '';
      setStatus('pulling');
    };
  }, []);

  return (
    <div ref={root} className="refreshable">
      <div ref={track} className="refreshable__track">
        {/* A screen reader would read "Pull down to refresh" with no way to pull: the hint is for
            sight only (reloading also refreshes). */}
        <div className="refreshable__head" style={{ height: PULL_HEAD_HEIGHT }} aria-hidden="true">
          <span>{t(TEXT[status])}</span>
        </div>
        {children}
      </div>
    </div>
  );
}
