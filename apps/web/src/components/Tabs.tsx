import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import './Tabs.css';

export interface TabItem<K extends string> {
  key: K;
  title: string;
}

interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** The tab list's accessible name, when the screen's title does not already say it. */
  label?: string;
  /** The id of the panel the tabs switch, for aria-controls. */
  panelId?: string;
  className?: string;
}

/**
 * A strip of tabs (WAI-ARIA tabs: one tab in the Tab order, arrows and Home/End move between
 * them, Enter or Space chooses). It replaces antd's Tabs, whose sliding line is animated by
 * react-spring: Promotion is drawn on the server and that library would be in its first load.
 * The strip scrolls sideways when the titles do not fit, and keeps the chosen one
 * in view.
 */
export function Tabs<K extends string>({ items, value, onChange, label, panelId, className }: TabsProps<K>) {
  const strip = useRef<HTMLDivElement>(null);

  // Scroll the strip only (never the page) so the chosen tab is fully visible.
  useLayoutEffect(() => {
    const el = strip.current;
    const tab = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!el || !tab) return;
    if (tab.offsetLeft < el.scrollLeft) el.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > el.scrollLeft + el.clientWidth)
      el.scrollLeft = tab.offsetLeft + tab.offsetWidth - el.clientWidth;
  }, [value]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(strip.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to =
      e.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    tabs[to]?.focus();
  };

  return (
    <div
      ref={strip}
      role="tablist"
      aria-label={label}
      className={`tabs${className ? ` ${className}` : ''}`}
      onKeyDown={onKeyDown}
    >
      {items.map(({ key, title }) => {
        const chosen = key === value;
        return (
          <button
            key={key}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={chosen}
            aria-controls={panelId}
            tabIndex={chosen ? 0 : -1}
            onClick={() => !chosen && onChange(key)}
          >
            {title}
          </button>
        );
      })}
    </div>
  );
}
