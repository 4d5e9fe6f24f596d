import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated';

/** Hydrates the server's markup of a probe and says what it drew, and how many times. */
async function hydrate(when: boolean | undefined) {
  const drawn: boolean[] = [];
  function Probe() {
    const hydrated = useHydrated(when);
    drawn.push(hydrated);
    return <p>{hydrated ? 'this browser' : 'the server'}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  drawn.length = 0;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <Probe />);
    await Promise.resolve();
  });
  container.remove();
  return { drawn, text: container.textContent };
}

describe('useHydrated', () => {
  it("is false on the server and while hydrating, then true: this browser's own content is drawn after", async () => {
    const { drawn, text } = await hydrate(undefined);
    expect(drawn[0]).toBe(false);
    expect(drawn.at(-1)).toBe(true);
    expect(text).toBe('this browser');
  });

  it('draws nothing again when this browser has nothing of its own to draw', async () => {
    expect(await hydrate(false)).toEqual({ drawn: [false], text: 'the server' });
  });
});
