/** Realistic module content for the module tests (English). */

export const image = (name: string, alt = `Photo of ${name}`) => ({
  type: 'image',
  altText: alt,
  desktop: { mediaUrl: `/assets/images/${name}.jpg`, width: 1600, height: 900 },
  mobile: { mediaUrl: `/assets/images/${name}-m.jpg`, width: 750, height: 750 },
});

export const video = (name: string) => ({
  type: 'video',
  altText: `Video: ${name}`,
  desktop: { mediaUrl: `/assets/videos/${name}.mp4`, width: 1920, height: 1080 },
  poster: `/assets/images/${name}-poster.jpg`,
});

export const homeBanner = {
  media: image('banner', ''),
  items: [
    { title: 'H', chineseTitle: '海', text: 'Hub of Asia' },
    { title: 'A', chineseTitle: '港', text: 'Always on, 24/7' },
    { title: 'C', chineseTitle: '空', text: 'Cargo that connects' },
    { title: 'T', chineseTitle: '運', text: 'Trusted by 100+ airlines' },
    { title: 'L', text: 'Logistics without limits' },
  ],
};

export const worldClassFacilities = {
  anchor: 'facilities',
  subtitle: 'Our terminal',
  title: 'World-class facilities',
  text: '<p>Two of the largest automated cargo systems in the world.</p>',
  items: [
    { image: image('bss'), title: 'Box Storage System', description: '<p>3,500 storage positions.</p>', button: { label: 'Explore BSS', url: '/facilities/box-storage-system' } },
    { image: image('css'), title: 'Container Storage System', description: '<p>Automated ULD handling.</p>', button: { label: 'Explore CSS', url: '/facilities/container-storage-system' } },
  ],
  infos: [
    { title: 'Tonnes handled a year', count: '3,500,000', unit: 't' },
    { title: 'Airlines served', count: '100', unit: '+' },
    { title: 'Storage positions', count: '10,000', unit: '' },
    { title: 'On-time performance', count: '99.8%', unit: '' },
  ],
};

export const showcase = {
  title: 'Operational excellence',
  description: 'Precision in every shipment',
  text: '<p>Our people and systems move cargo around the clock.</p>',
  images: [image('ops-1'), image('ops-2'), image('ops-3')],
  buttons: [
    { label: 'Our services', url: '/services/' },
    { label: '', url: '/empty' },
    { label: 'Performance standards', url: '/services/performance-standards' },
  ],
};

export const sustainableServices = {
  image: image('solar'),
  title: 'Sustainable services',
  description: '<p>Solar roofs power a fifth of our terminal.</p>',
  button: { label: 'Our sustainability journey', url: '/sustainability' },
};

export const connecting = {
  title: 'Connecting the world',
  description: '<p>Stories from our terminal.</p>',
  items: [
    { image: image('s1'), tag: 'People', category: 'Stories', title: 'A night on the ramp', button: { label: 'Read more', url: '/stories/night-on-the-ramp' } },
    { image: image('s2'), title: 'Pharma in cool chain', button: { label: 'Read more', url: '/stories/pharma' } },
    { image: image('s3'), title: 'Fresh from the farm' },
  ],
  buttons: [{ label: 'All stories', url: '/stories' }],
};

export const pageHero = {
  title: 'Facts and figures',
  subtitle: 'About us',
  description: '<p>The numbers behind <strong>Asia’s cargo hub</strong>.</p>',
  media: image('hero'),
};

export const richText = {
  anchor: 'privacy',
  title: 'Privacy notice',
  toc: true,
  html:
    '<h2 id="collection">What we collect</h2><p>Data you give us.</p>' +
    '<h2 id="use">How we use it &amp; why</h2><p>See our <a href="/disclaimer">disclaimer</a> and <a href="https://example.org/x">regulator</a>.</p>' +
    '<h2>No id</h2><p>Not in the table of contents.</p>',
};

export const dataTable = {
  title: 'Fees and charges',
  caption: 'Terminal handling charges',
  effectiveDate: '2025-04-01',
  columns: [
    { key: 'item', label: 'Item' },
    { key: 'unit', label: 'Unit' },
    { key: 'rate', label: 'Rate (HK$)' },
  ],
  rows: [
    { item: 'General cargo', unit: 'per kg', rate: '1.85' },
    { item: 'Perishable cargo', unit: 'per kg', rate: '2,150.00' },
    { item: 'Documentation', unit: 'per AWB' },
  ],
  notes: '<p>Rates exclude <em>government</em> fees.</p><script>alert(1)</script>',
};

export const timeline = {
  title: 'Milestones',
  items: [
    { year: '1998', title: 'Moved to the new airport', description: '<p>Opened SuperTerminal 1.</p>', image: image('st1') },
    { year: '1976', title: 'Founded', description: '<p>Began operations at Kai Tak.</p>' },
    { year: '1998', title: 'Box Storage System', description: '<p>The BSS went live.</p>' },
  ],
};

export const peopleGrid = {
  title: 'Leadership',
  items: [
    { name: 'Grace Wong', position: 'Chief Executive', photo: image('grace'), bio: '<p>Grace joined in 2001.</p>' },
    { name: 'Daniel Lee', position: 'Chief Operating Officer', photo: image('daniel'), bio: '<p>Daniel leads operations.</p>' },
  ],
};

export const tabs = {
  title: 'Cargo types',
  items: [
    { label: 'General', html: '<p>General cargo text.</p>' },
    { label: 'Perishable', html: '<p>Perishable cargo text.</p>' },
    { label: 'Dangerous goods', html: '<p>Dangerous goods text.</p>' },
  ],
};

export const newsItems = [
  { id: 'n2', url: '/media/news-press/latest-news/n2', title: 'Record tonnage in March', publishTime: '2025-04-02', category: 'latest-news', summary: 'Volumes rose 12%.', media: image('n2') },
  { id: 'n1', url: '/media/news-press/press-release/n1', title: 'New cool-chain centre opens', publishTime: '2025-03-01T10:00:00+08:00', category: 'press-release', summary: 'A 5,000 m² facility.' },
];
