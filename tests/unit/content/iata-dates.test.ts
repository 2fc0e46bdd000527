/**
 * @jest-environment node
 */
import { embeddedSource } from '@/lib/content/embedded';

interface Item {
  title: string;
  publishTime?: string;
}

async function courseCards(): Promise<Item[]> {
  const page = (await embeddedSource.page('en', '/services/iata')) as { data: { pageContent: { module: string; content: { items?: Item[] } }[] } };
  return page.data.pageContent.find((m) => m.module === 'iataCourseList')!.content.items ?? [];
}

describe('IATA course cards', () => {
  afterEach(() => jest.useRealTimers());

  // Only the clock is faked: file reads keep their own timers.
  const at = (iso: string) =>
    jest.useFakeTimers({ now: new Date(iso), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

  it('show each course\'s next session, soonest first', async () => {
    at('2026-11-25T12:00:00+08:00');
    const cards = await courseCards();
    expect(cards.map((c) => c.publishTime)).toEqual(['2026-12-07', '2026-12-14', '2027-01-11', '2027-01-25']);
  });

  it('never show a session that has started', async () => {
    at('2027-01-12T09:00:00+08:00');
    const cards = await courseCards();
    const intro = cards.find((c) => c.title === 'Cargo Introductory Course');
    expect(intro?.publishTime).toBe('2027-03-08');
    expect(cards.every((c) => !c.publishTime || c.publishTime >= '2027-01-12')).toBe(true);
  });
});
