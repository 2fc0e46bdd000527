/** @jest-environment node */
import { EXEMPTIONS, exemptionFor, type Exemption } from '../../visual/exemptions';
import type { Finding } from '../../visual/types';

const finding: Finding = { detector: 'contrast', message: '2.1:1', element: 'footer > p "© 2026"' };
const where = { template: 'home', lang: 'en', width: 390 };

describe('visual sweep exemptions', () => {
  it('stay few, and each says why', () => {
    expect(EXEMPTIONS.length).toBeLessThanOrEqual(5);
    for (const e of EXEMPTIONS) expect(e.reason.trim().length).toBeGreaterThan(20);
  });

  it('match on detector, element and the optional template, language and width', () => {
    const list: Exemption[] = [{ detector: 'contrast', template: 'home', width: 390, element: /^footer/, reason: 'a test entry with its reason' }];
    expect(exemptionFor(finding, where, list)?.reason).toBe('a test entry with its reason');
    expect(exemptionFor(finding, { ...where, width: 768 }, list)).toBeUndefined();
    expect(exemptionFor(finding, { ...where, template: 'contact-us' }, list)).toBeUndefined();
    expect(exemptionFor({ ...finding, detector: 'overlap' }, where, list)).toBeUndefined();
    expect(exemptionFor({ ...finding, element: 'main > p' }, where, list)).toBeUndefined();
  });
});
