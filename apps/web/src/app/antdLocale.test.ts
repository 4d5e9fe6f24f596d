import { describe, expect, it } from 'vitest';
import { LOCALES } from '@storefront/contract/constants';
import { antdLocaleFor, loadAntdLocale } from './antdLocale';

describe("antd-mobile's own texts", () => {
  it.each(LOCALES.filter((l) => l !== 'en-US'))(
    '%s has its own words for what antd shows and reads out',
    async (locale) => {
      const en = antdLocaleFor('en-US');
      // Not in the first load: English until the locale's pack has been downloaded.
      await loadAntdLocale(locale);
      const pack = antdLocaleFor(locale);
      for (const [a, b] of [
        [pack.common.cancel, en.common.cancel],
        [pack.common.confirm, en.common.confirm],
        [pack.PullToRefresh.pulling, en.PullToRefresh.pulling],
        [pack.Stepper.increase, en.Stepper.increase],
        [pack.InfiniteScroll.noMore, en.InfiniteScroll.noMore],
      ])
        expect(a).not.toBe(b);
    },
  );
});
