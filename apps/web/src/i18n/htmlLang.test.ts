import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '.';

describe('<html lang>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en-US');
  });

  it('is written only when the language changes: any write restyles the whole document', async () => {
    initI18n('en-US');
    await i18n.changeLanguage('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    const written = vi.spyOn(document.documentElement, 'lang', 'set');
    initI18n('en-US');
    await i18n.changeLanguage('en-US');
    expect(written).not.toHaveBeenCalled();
    await i18n.changeLanguage('th-TH');
    expect(written).toHaveBeenCalledExactlyOnceWith('th-TH');
  });
});
