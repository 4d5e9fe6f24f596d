import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { sanitizeDescription } from './sanitize';
import { Description } from './Description';

const hostile = `
  <p onclick="alert(1)">Fresh <b>apples</b></p>
  <script>window.__pwned = true</script>
  <img src="/api/images/1.svg" width="80" height="40" onerror="alert(2)">
  <a href="javascript:alert(3)">tap me</a>
  <a href="https://evil.example" target="_blank">elsewhere</a>
  <iframe src="https://evil.example"></iframe>
  <div style="position:fixed;inset:0">overlay</div>`;

/** An IntersectionObserver whose targets are near the screen at once, or never. */
function stubObserver(near: boolean) {
  const observed: Element[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        private readonly callback: (
          entries: { isIntersecting: boolean; target: Element; boundingClientRect: DOMRect }[],
        ) => void,
      ) {}
      observe(target: Element) {
        observed.push(target);
        if (near) this.callback([{ isIntersecting: true, target, boundingClientRect: target.getBoundingClientRect() }]);
      }
      disconnect() {}
    },
  );
  return observed;
}

afterEach(() => vi.unstubAllGlobals());

describe('the rich description', () => {
  it('drops scripts, handlers, frames and styles, turns links into text and makes images lazy', () => {
    const clean = sanitizeDescription(hostile);
    expect(clean).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|style=|<a\b|href=/i);
    expect(clean).toContain('<b>apples</b>');
    expect(clean).toContain('<span class="rich-link">tap me</span>');
    expect(clean).toMatch(/<img src="\/api\/images\/1\.svg" loading="lazy" alt="">/);
    expect(clean).not.toMatch(/width=|height=/);
  });

  it('shows a plain-text description, written before the rich-text editor, as paragraphs', () => {
    const clean = sanitizeDescription('Crisp apples\nfrom Da Lat\n\nKeep < 5°C & dry');
    // happy-dom's parser, unlike browsers', loses a leading element under DOMPurify: the rest tells.
    expect(clean).toContain('Crisp apples<br>from Da Lat');
    expect(clean).toContain('<p>Keep &lt; 5°C &amp; dry</p>');
  });

  it('renders harmlessly once near the screen: no link, no script, nothing runs', async () => {
    stubObserver(true);
    const { getByTestId } = render(<Description html={hostile} />);
    const root = getByTestId('product-description');
    await waitFor(() => expect(root.textContent).toContain('tap me'));
    expect(root.querySelectorAll('a, script, iframe')).toHaveLength(0);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('stays empty (its sanitiser not loaded) while it is far below the screen', async () => {
    const observed = stubObserver(false);
    const { getByTestId } = render(<Description html={hostile} />);
    const root = getByTestId('product-description');
    expect(observed).toEqual([root]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.innerHTML).toBe('');
  });

  it('renders nothing for an empty description', () => {
    const { container } = render(<Description html="   " />);
    expect(container.innerHTML).toBe('');
  });
});
