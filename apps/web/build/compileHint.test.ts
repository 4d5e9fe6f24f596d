import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintFirst } from './compileHint';

describe('hintFirst', () => {
  it('keeps a chunk whose first line is the hint', () => {
    const code = `${COMPILE_HINT}\nimport{a}from"./index.js";a();\n`;
    expect(hintFirst(code)).toBe(code);
  });

  it('moves the hint above the one line Vite puts before it, keeping the line count', () => {
    const mapDeps = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);';
    const code = `${mapDeps}\n${COMPILE_HINT}\nimport{a}from"./a.js";\n//# sourceMappingURL=index.js.map`;
    const moved = hintFirst(code)!;
    expect(moved).toBe(`${COMPILE_HINT}\n${mapDeps}\nimport{a}from"./a.js";\n//# sourceMappingURL=index.js.map`);
    expect(moved.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('reports a chunk with more than one line above the hint, or none at all', () => {
    expect(hintFirst(`a();\nb();\n${COMPILE_HINT}\nc();`)).toBeNull();
    expect(hintFirst('a();\n')).toBeNull();
  });
});
