/**
 * A malformed entry in any list of any module is dropped on its own: the rest of the list and the
 * module survive, and the drop is reported. Runs over one real example of every module in the
 * shipped English content, so a new module or a new list field is covered without a new test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { onInvalidContent } from '@/lib/content/primitives';
import { MODULE_SCHEMAS, isModuleName, type ModuleName } from '@/modules/schemas';
import { CONTENT_ROOT, contentFiles } from '../content-store';

const ROOT = path.join(CONTENT_ROOT, 'en');

type Content = Record<string, unknown>;

/** The first shipped content of each module name, with the file it came from. */
function examples(): Map<ModuleName, { file: string; content: Content }> {
  const found = new Map<ModuleName, { file: string; content: Content }>();
  for (const relative of contentFiles(ROOT)) {
    const file = path.join(ROOT, relative);
    const json = JSON.parse(readFileSync(file, 'utf8')) as { data?: { pageContent?: { module: string; content: Content }[] } };
    for (const entry of json.data?.pageContent ?? []) {
      if (isModuleName(entry.module) && !found.has(entry.module)) found.set(entry.module, { file: path.relative(ROOT, file), content: entry.content });
    }
  }
  return found;
}

/** Top-level fields holding a non-empty list of objects: the lists an editor fills entry by entry. */
function objectLists(content: Content): string[] {
  return Object.keys(content).filter((key) => {
    const value = content[key];
    return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
  });
}

const cases = [...examples()].flatMap(([name, { file, content }]) => objectLists(content).map((field) => [name, field, file, content] as const));

describe('a malformed list entry is dropped alone', () => {
  let reported: string[];
  let off: () => void;
  beforeEach(() => {
    reported = [];
    off = onInvalidContent((where) => reported.push(where));
  });
  afterEach(() => off());

  it('covers most modules of the library', () => {
    expect(new Set(cases.map(([name]) => name)).size).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('%s.%s (from %s)', (name, field, _file, content) => {
    const schema = MODULE_SCHEMAS[name];
    const valid = schema.safeParse(content);
    expect(valid.success).toBe(true);
    const keptBefore = (valid.data as Content)[field] as unknown[];
    reported = [];

    const list = content[field] as unknown[];
    const hostile = { ...content, [field]: [{ unexpected: '<script>alert(1)</script>' }, ...list, 42, null] };
    const parsed = schema.safeParse(hostile);

    expect(parsed.success).toBe(true);
    expect((parsed.data as Content)[field]).toEqual(keptBefore);
    expect(reported.length).toBeGreaterThanOrEqual(3);
  });
});
