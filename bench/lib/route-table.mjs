/**
 * lib/routing/routes.ts, THE route table, loaded from Node without a build: TypeScript's own transpiler
 * turns it into a module in a temporary folder. It imports nothing, so this is the whole module.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export async function loadRouteTable(root) {
  const source = readFileSync(path.join(root, 'lib', 'routing', 'routes.ts'), 'utf8');
  if (/^\s*import\s/m.test(source)) throw new Error('lib/routing/routes.ts now imports other modules: bench/lib/route-table.mjs must transpile them too');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-routes-'));
  const file = path.join(dir, 'routes.mjs');
  writeFileSync(file, outputText);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
