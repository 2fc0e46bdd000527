import '@testing-library/jest-dom';

// modules/islands.client.tsx loads each island with next/dynamic, which resolves after the first render;
// the component tests render the islands themselves, synchronously, as the server's HTML has them.
jest.mock('@/modules/islands.client', () => {
  const load = (path: string) => jest.requireActual(path).default;
  return {
    ContactFormClient: load('@/modules/ContactForm/ContactForm.client'),
    IataApplicationFormClient: load('@/modules/IataApplicationForm/IataApplicationForm.client'),
    SubscriptionFormClient: load('@/modules/SubscriptionForm/SubscriptionForm.client'),
    NewsBrowser: load('@/modules/NewsList/NewsBrowser.client'),
    StoryBrowser: load('@/modules/StoryList/StoryBrowser.client'),
    AlbumPhotos: load('@/modules/PhotoGallery/AlbumPhotos.client'),
    BioDialog: load('@/modules/PeopleGrid/PeopleGrid.client'),
    TabsClient: load('@/modules/Tabs/Tabs.client'),
    SearchMore: load('@/modules/SearchResults/SearchMore.client'),
    BannerColumns: load('@/modules/HomeBanner/BannerColumns.client'),
    NoticePopup: load('@/modules/ImportantNotices/NoticePopup.client'),
    FadeIn: load('@/modules/shared/FadeIn.client'),
    CounterValue: load('@/modules/shared/CounterValue.client'),
    IataCourseState: load('@/modules/IataCourse/IataCourseState.client'),
  };
});

// lib/mail/outbox.ts keeps one mail retry timer per process on globalThis (Symbol.for, so that every
// bundle of a server shares it). A test file that submitted a form stops it before its environment
// is torn down: left running, it wrote to the old environment's globals, which Jest wraps again for
// every later file until the stack overflowed and took the whole run down.
afterAll(async () => {
  type Runner = { running: Promise<unknown> | null; timer: ReturnType<typeof setInterval> | null };
  const runner = (globalThis as unknown as Record<symbol, Runner | undefined>)[Symbol.for('hactl.mailRunner')];
  if (!runner) return;
  if (runner.timer) clearInterval(runner.timer);
  runner.timer = null;
  await runner.running;
});
