import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs';

const ITEMS = [
  { key: 'all', title: 'All' },
  { key: 'paid', title: 'Paid' },
  { key: 'sent', title: 'Sent' },
] as const;
type Key = (typeof ITEMS)[number]['key'];

function Harness({ onChange }: { onChange?: (k: Key) => void }) {
  const [value, setValue] = useState<Key>('all');
  return (
    <Tabs
      label="Orders by status"
      items={ITEMS}
      value={value}
      panelId="panel"
      onChange={(k) => {
        setValue(k);
        onChange?.(k);
      }}
    />
  );
}

describe('Tabs', () => {
  it('is a labelled tab list with one chosen tab, the only one in the Tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Orders by status' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[0]?.getAttribute('aria-controls')).toBe('panel');
  });

  it('chooses a tab on a tap, and not again when it is already chosen', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(screen.getByRole('tab', { name: 'Paid' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('paid');
  });

  it('moves focus with the arrows, Home and End, wrapping around, without choosing', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const [all, paid, sent] = screen.getAllByRole('tab');
    all?.focus();
    fireEvent.keyDown(all!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(paid);
    fireEvent.keyDown(paid!, { key: 'End' });
    expect(document.activeElement).toBe(sent);
    fireEvent.keyDown(sent!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(all);
    fireEvent.keyDown(all!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(sent);
    fireEvent.keyDown(sent!, { key: 'Home' });
    expect(document.activeElement).toBe(all);
    expect(onChange).not.toHaveBeenCalled();
  });
});
