/**
 * What each form's browser code brings along (its island's entry and everything it imports as code).
 * Turbopack keeps a module whole, so one module holding every form's rules gave the contact and
 * newsletter forms the IATA form's 250-entry country list; each form's table is now its own module.
 */
import path from 'node:path';
import { reachable } from '../import-graph';

const ROOT = process.cwd();
const codeOf = (entry: string) => [...reachable([path.join(ROOT, entry)], { code: true })].map((file) => path.relative(ROOT, file));

test.each(['modules/ContactForm/ContactForm.client.tsx', 'modules/SubscriptionForm/SubscriptionForm.client.tsx'])('%s brings neither the country list nor another form\'s table', (entry) => {
  const code = codeOf(entry);
  expect(code).toContain('lib/forms/rules.ts');
  expect(code.filter((file) => /lib\/forms\/(countries|iata-fields|fields)\.ts$/.test(file))).toEqual([]);
});

test('the IATA form brings its own table and the country list', () => {
  const code = codeOf('modules/IataApplicationForm/IataApplicationForm.client.tsx');
  expect(code).toEqual(expect.arrayContaining(['lib/forms/iata-fields.ts', 'lib/forms/countries.ts']));
  expect(code).not.toContain('lib/forms/contact-fields.ts');
});

test('a value import of the table of every form (fields.ts) is what the test catches', () => {
  // The registry module reaches all three tables: a form importing it for code would fail above.
  expect(codeOf('lib/forms/fields.ts')).toEqual(expect.arrayContaining(['lib/forms/countries.ts', 'lib/forms/contact-fields.ts']));
});
