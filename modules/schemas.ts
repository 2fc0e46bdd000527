import type { z } from 'zod';
import * as CATALOG from './catalog';

/**
 * The content contract of the page modules, derived from modules/catalog.ts: each page's `pageContent`
 * is a list of `{ module, content }`; `module` is a key of MODULE_SCHEMAS and `content` must parse with
 * its schema (each module folder's schema.ts, the documentation of what an editor can put on a page),
 * or the entry is dropped (and logged) while the rest of the page renders.
 */
export type ModuleName = keyof typeof CATALOG;
export type ModuleContent<N extends ModuleName> = z.output<(typeof CATALOG)[N]['schema']>;

export const MODULE_SCHEMAS = Object.fromEntries(Object.entries(CATALOG).map(([name, def]) => [name, def.schema])) as {
  [N in ModuleName]: (typeof CATALOG)[N]['schema'];
};

export function isModuleName(name: string): name is ModuleName {
  return Object.prototype.hasOwnProperty.call(MODULE_SCHEMAS, name);
}
