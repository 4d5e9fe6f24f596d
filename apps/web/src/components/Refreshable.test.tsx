import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { i18n } from '../i18n';
import { LOCALES } from '@storefront/contract/constants';
import { Refreshable } from './SkuFeed';

describe('pull to refresh (issue 11 #22)', () => {
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
