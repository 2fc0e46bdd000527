/**
 * lib/routing/routes.ts, THE route table, loaded from Node without a build: TypeScript's own transpiler
 * turns it, and the modules it imports from its own folder, into modules in a temporary folder (type
 * imports vanish in the transpiling). Anything else it might import one day is refused by name.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** Writes `name`.ts of lib/routing as `name`.mjs in `out`, and the same for each module it imports. */
function transpile(folder, name, out, done = new Set()) {
  if (done.has(name)) return;
  done.add(name);
  const source = readFileSync(path.join(folder, `${name}.ts`), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const code = outputText.replace(/from '([^']+)'/g, (_, spec) => {
    const local = /^\.\/([\w-]+)$/.exec(spec);
    if (!local || !existsSync(path.join(folder, `${local[1]}.ts`))) {
      throw new Error(`lib/routing/${name}.ts imports '${spec}': bench/lib/route-table.mjs loads only modules of lib/routing`);
    }
    transpile(folder, local[1], out, done);
    return `from './${local[1]}.mjs'`;
  });
  writeFileSync(path.join(out, `${name}.mjs`), code);
}

export async function loadRouteTable(root) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-routes-'));
  try {
    transpile(path.join(root, 'lib', 'routing'), 'routes', dir);
    return await import(pathToFileURL(path.join(dir, 'routes.mjs')).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
