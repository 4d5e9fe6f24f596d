import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateInParts } from '../lib/hydrateInParts';
import { HydrateApart } from './HydrateApart';

function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {name} {n}
    </button>
  );
}

const page = (
  <main>
    <Counter name="top" />
    <HydrateApart>
      <Counter name="feed" />
      <p>two nodes in one part</p>
      <HydrateApart>
        <Counter name="inner" />
      </HydrateApart>
    </HydrateApart>
    <HydrateApart>{null}</HydrateApart>
    <HydrateApart>
      <Counter name="tabs" />
    </HydrateApart>
    <ul>
      {['card 1', 'card 2'].map((name) => (
        <li key={name}>
          <HydrateApart bare>
            <Counter name={name} />
          </HydrateApart>
        </li>
      ))}
    </ul>
  </main>
);

describe('HydrateApart (issue 13)', () => {
  it('keeps the server’s markup, and hydrates each part in a task of its own after the page', async () => {
    const html = renderToString(page);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = hydrateInParts(() => hydrateRoot(container, page));
    });
    // The page around the parts is live at once; the parts keep their markup and wait.
    expect(container.innerHTML).toBe(html);
    fireEvent.click(screen.getByRole('button', { name: 'top 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'tabs 0' }));
    expect(screen.getByRole('button', { name: 'top 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'tabs 0' })).toBeTruthy();
    // Then each part is hydrated where it is, with nothing redrawn.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: /^tabs/ }));
      expect(screen.getByRole('button', { name: /^tabs [1-9]/ })).toBeTruthy();
    });
    fireEvent.click(screen.getByRole('button', { name: 'feed 0' }));
    expect(screen.getByRole('button', { name: 'feed 1' })).toBeTruthy();
    expect(container.querySelectorAll('p')).toHaveLength(1);
    // A part inside a part waited its own turn; all are live when hydrateInParts resolves.
    await done;
    fireEvent.click(screen.getByRole('button', { name: 'inner 0' }));
    expect(screen.getByRole('button', { name: 'inner 1' })).toBeTruthy();
    expect(container.querySelectorAll('.hydrate-apart')).toHaveLength(4);
    container.remove();
  });

  it('hydrates a bare part (one element, a card) where it is, with no wrapper', async () => {
    const html = renderToString(page);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const drawn = [...container.querySelectorAll('li > button')];
    expect(drawn.map((b) => b.textContent)).toEqual(['card 1 0', 'card 2 0']);
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = hydrateInParts(() => hydrateRoot(container, page));
    });
    expect(container.innerHTML).toBe(html);
    await done;
    // The server's own buttons, now live: each card was a part of its own.
    fireEvent.click(screen.getByRole('button', { name: 'card 2 0' }));
    expect(screen.getByRole('button', { name: 'card 2 1' })).toBe(drawn[1]);
    expect([...container.querySelectorAll('li > button')]).toEqual(drawn);
    container.remove();
  });

  it('draws at once outside a hydration', () => {
    render(page);
    fireEvent.click(screen.getByRole('button', { name: 'feed 0' }));
    expect(screen.getByRole('button', { name: 'feed 1' })).toBeTruthy();
  });
});
