import { describe, expect, it } from 'vitest';
import { plainTextAsHtml } from '../src/richtext.js';

describe('plainTextAsHtml', () => {
  it('turns plain text into paragraphs, a single break into <br>, escaping markup characters', () => {
    expect(plainTextAsHtml('Crisp & sweet\nfrom Da Lat\n\nKeep cool <5°C')).toBe(
      '<p>Crisp &amp; sweet<br>from Da Lat</p><p>Keep cool &lt;5°C</p>',
    );
  });

  it('leaves HTML and empty text as they are', () => {
    expect(plainTextAsHtml('<p>Crisp</p>')).toBe('<p>Crisp</p>');
    expect(plainTextAsHtml('  ')).toBe('  ');
  });
});
