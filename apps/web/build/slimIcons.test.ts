import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slimIcon } from './slimIcons';

const icons = join(dirname(createRequire(import.meta.url).resolve('antd-mobile-icons/package.json')), 'es');
const source = (name: string) => readFileSync(join(icons, `${name}.js`), 'utf8');

describe('slimIcon', () => {
  it('keeps the shape to a tenth of a unit, without ids or the invisible rectangle', () => {
    const before = source('CheckOutline');
    const after = slimIcon(before);
    expect(before).toContain('M44.309608,12.6841286 L21.2180499,35.5661955');
    expect(after).toContain('M44.3,12.7 L21.2,35.6');
    expect(after).not.toMatch(/\bid:/);
    expect(after).not.toContain('"rect"');
    expect(after).toContain('fill: "currentColor"');
    expect(after.length).toBeLessThan(before.length * 0.7);
  });

  it('drops a coloured invisible rectangle too, and leaves a drawn one', () => {
    expect(slimIcon(source('ExclamationCircleFill'))).not.toContain('"rect"');
    const drawn = 'React.createElement("rect", {\n    fill: "#FFFFFF",\n    x: 2,\n    y: 2\n  })';
    expect(slimIcon(drawn)).toBe(drawn);
  });
});
