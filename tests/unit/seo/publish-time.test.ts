import { publishTimeIso } from '@/lib/seo/publish-time';
import { expectOutputs } from '../expect-outputs';

describe('publishTimeIso (datePublished with a time-zone offset)', () => {
  it('keeps a time that has an offset or Z', () => {
    expectOutputs(publishTimeIso, {
      '2025-11-05T10:00:00+08:00': '2025-11-05T10:00:00+08:00',
      '2025-11-05T02:00:00Z': '2025-11-05T02:00:00Z',
      '2025-11-05T02:00:00.250-0500': '2025-11-05T02:00:00.250-05:00',
    });
  });

  it('reads a time without a zone as Hong Kong time', () => {
    expectOutputs(publishTimeIso, {
      '2025-11-28': '2025-11-28T00:00:00+08:00',
      '2025-11-05 10:30': '2025-11-05T10:30:00+08:00',
      '2025-11-05T10:30:15': '2025-11-05T10:30:15+08:00',
    });
  });

  it('refuses what is not a real moment', () => {
    for (const bad of [undefined, '', 'yesterday', '2025-02-30', '2025-13-01', '2025-11-05T24:00:00', '2025-11-05T10:00:00+15:00', '05/11/2025']) {
      expect(publishTimeIso(bad)).toBeUndefined();
    }
  });
});
