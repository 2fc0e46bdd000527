'use client';

import dynamic from 'next/dynamic';

/**
 * The client islands of the page modules (forms, list filters, the photo viewer, biographies, tabs,
 * "more results", and the home page's banner, counters, fade-ins and notice popup), each split into
 * its own chunk. Every page is one catch-all route whose module registry can render any module, so
 * an island imported directly would be in the JavaScript of every first visit (the forms alone added
 * 24 KB gzip to every page; budget: bench/budgets.cjs). Through next/dynamic the server still renders
 * each island into the HTML, and the browser fetches its code only on a page that shows it. The
 * chrome's islands (header, cookie bar, page transition) are on every page and stay in the main bundle.
 */
export const ContactFormClient = dynamic(() => import('./ContactForm/ContactForm.client'));
export const IataApplicationFormClient = dynamic(() => import('./IataApplicationForm/IataApplicationForm.client'));
export const SubscriptionFormClient = dynamic(() => import('./SubscriptionForm/SubscriptionForm.client'));
export const NewsBrowser = dynamic(() => import('./NewsList/NewsBrowser.client'));
export const StoryBrowser = dynamic(() => import('./StoryList/StoryBrowser.client'));
export const AlbumPhotos = dynamic(() => import('./PhotoGallery/AlbumPhotos.client'));
export const BioDialog = dynamic(() => import('./PeopleGrid/PeopleGrid.client'));
export const TabsClient = dynamic(() => import('./Tabs/Tabs.client'));
export const SearchMore = dynamic(() => import('./SearchResults/SearchMore.client'));
export const BannerColumns = dynamic(() => import('./HomeBanner/BannerColumns.client'));
export const NoticePopup = dynamic(() => import('./ImportantNotices/NoticePopup.client'));
export const FadeIn = dynamic(() => import('./shared/FadeIn.client'));
export const CounterValue = dynamic(() => import('./shared/CounterValue.client'));
export const IataCourseState = dynamic(() => import('./IataCourse/IataCourseState.client'));
