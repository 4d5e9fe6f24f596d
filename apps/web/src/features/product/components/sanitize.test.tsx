import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
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

describe('the rich description', () => {
  it('drops scripts, handlers, frames and styles, turns links into text and makes images lazy', () => {
    const clean = sanitizeDescription(hostile);
    expect(clean).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|style=|<a\b|href=/i);
    expect(clean).toContain('<b>apples</b>');
    expect(clean).toContain('<span class="rich-link">tap me</span>');
    expect(clean).toMatch(/<img src="\/api\/images\/1\.svg" loading="lazy" alt="">/);
    expect(clean).not.toMatch(/width=|height=/);
  });

  it('renders harmlessly: no link, no script, nothing runs', () => {
    const { getByTestId } = render(<Description html={hostile} />);
    const root = getByTestId('product-description');
    expect(root.querySelectorAll('a, script, iframe')).toHaveLength(0);
    expect(root.textContent).toContain('tap me');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('renders nothing for an empty description', () => {
    const { container } = render(<Description html="   " />);
    expect(container.innerHTML).toBe('');
  });
});
