/**
 * Every page module, one line each: its CMS name (the `module` of a page's pageContent entry) and
 * its folder, whose index.ts pairs the content schema with the component. A new module is a folder
 * and a line here (docs/architecture.md, "Adding a page module").
 */
export { accordion } from './Accordion';
export { callout } from './Callout';
export { callToAction } from './CallToAction';
export { cardGrid } from './CardGrid';
export { connecting } from './Connecting';
export { contactForm } from './ContactForm';
export { contactOffices } from './ContactOffices';
export { dataTable } from './DataTable';
export { downloadList } from './DownloadList';
export { homeBanner } from './HomeBanner';
export { iataApplicationForm } from './IataApplicationForm';
export { iataCourse } from './IataCourse';
export { iataCourseList } from './IataCourseList';
export { operationalExcellence, experiencedTeam } from './ImageShowcase';
export { imageText } from './ImageText';
export { importantNotices } from './ImportantNotices';
export { newsDetail } from './NewsDetail';
export { newsList } from './NewsList';
export { newsletterArchive } from './NewsletterArchive';
export { pageHero } from './PageHero';
export { pageTabs } from './PageTabs';
export { peopleGrid } from './PeopleGrid';
export { photoGallery } from './PhotoGallery';
export { richText } from './RichTextSection';
export { searchResults } from './SearchResults';
export { statistics } from './Statistics';
export { steps } from './Steps';
export { storyDetail } from './StoryDetail';
export { storyList } from './StoryList';
export { subscriptionForm } from './SubscriptionForm';
export { sustainableServices } from './SustainableServices';
export { tabs } from './Tabs';
export { timeline } from './Timeline';
export { video } from './Video';
export { videoGallery } from './VideoGallery';
export { worldClassFacilities } from './WorldClassFacilities';
