import '@testing-library/jest-dom';

// modules/islands.tsx loads each island with next/dynamic, which resolves after the first render;
// the component tests render the islands themselves, synchronously, as the server's HTML has them.
jest.mock('@/modules/islands', () => {
  const load = (path: string) => jest.requireActual(path).default;
  return {
    ContactFormClient: load('@/modules/ContactForm/ContactForm.client'),
    IataApplicationFormClient: load('@/modules/IataApplicationForm/IataApplicationForm.client'),
    SubscriptionFormClient: load('@/modules/SubscriptionForm/SubscriptionForm.client'),
    NewsBrowser: load('@/modules/NewsBrowser/NewsBrowser.client'),
    StoryBrowser: load('@/modules/StoryBrowser/StoryBrowser.client'),
    AlbumPhotos: load('@/modules/PhotoLightbox/AlbumPhotos.client'),
    BioDialog: load('@/modules/PeopleGrid/PeopleGrid.client'),
    TabsClient: load('@/modules/Tabs/Tabs.client'),
    SearchMore: load('@/modules/SearchMore'),
    BannerColumns: load('@/modules/BannerColumns'),
    NoticePopup: load('@/modules/NoticePopup'),
    FadeIn: load('@/modules/shared/FadeIn'),
    CounterValue: load('@/modules/shared/CounterValue'),
    IataCourseState: load('@/modules/IataCourseState'),
  };
});
