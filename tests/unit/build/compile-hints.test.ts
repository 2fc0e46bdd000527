import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, addCompileHints, hasCompileHint, shiftSourceMap } from '@/lib/build/compile-hints.cjs';

describe('addCompileHints', () => {
  let dist: string;
  let chunks: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    chunks = path.join(dist, 'static', 'chunks');
    fs.mkdirSync(path.join(chunks, 'nested'), { recursive: true });
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  const read = (name: string) => fs.readFileSync(path.join(chunks, name), 'utf8');

  it('puts the hint on the first line of every browser chunk, once', () => {
    fs.writeFileSync(path.join(chunks, 'a.js'), 'self.a=1;');
    fs.writeFileSync(path.join(chunks, 'nested', 'b.js'), 'self.b=2;');
    fs.writeFileSync(path.join(chunks, 'c.css'), 'a{color:red}');
    expect(addCompileHints(dist)).toBe(2);
    expect(read('a.js')).toBe(`${COMPILE_HINT}self.a=1;`);
    expect(read('nested/b.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(read('c.css')).toBe('a{color:red}');
    expect(addCompileHints(dist)).toBe(0);
    expect(read('a.js')).toBe(`${COMPILE_HINT}self.a=1;`);
  });

  it('leaves a build without chunks alone', () => {
    expect(addCompileHints(path.join(dist, 'missing'))).toBe(0);
  });

  it("moves a chunk's source map down with its code", () => {
    // "let answer=42" generated from line 3 of src/answer.ts.
    const map = { version: 3, sources: ['src/answer.ts'], names: [], mappings: 'AAEA' };
    fs.writeFileSync(path.join(chunks, 'm.js'), 'let answer=42\n//# sourceMappingURL=m.js.map');
    fs.writeFileSync(path.join(chunks, 'm.js.map'), JSON.stringify(map));
    addCompileHints(dist);
    expect(read('m.js').split('\n')[1]).toBe('let answer=42');
    // Mappings list generated lines separated by ';': the hint's line maps to nothing, the code's
    // line keeps its segment.
    expect(JSON.parse(read('m.js.map'))).toEqual({ ...map, mappings: ';AAEA' });
  });

  it('shifts index maps by their sections', () => {
    const index = { version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }, { offset: { line: 7, column: 2 }, map: {} }] };
    expect(shiftSourceMap(index).sections!.map((s) => s.offset)).toEqual([{ line: 1, column: 0 }, { line: 8, column: 2 }]);
  });

  it('recognizes a hinted chunk from its first bytes', () => {
    expect(hasCompileHint(Buffer.from(`${COMPILE_HINT}x()`))).toBe(true);
    expect(hasCompileHint(`x()\n${COMPILE_HINT}`)).toBe(false);
  });
});
