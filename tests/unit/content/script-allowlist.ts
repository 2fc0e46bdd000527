/**
 * What a Chinese page may write in Latin letters, and the few characters both scripts share that
 * OpenCC's character tables would report. Every entry says why a Chinese reader expects it.
 */

/** Latin-script words allowed on Chinese pages: proper names, codes, units and identifiers. */
export const LATIN_WORDS: Record<string, string> = {
  // Names of the company's own products, publications and programmes.
  Hactlink: 'the newsletter is called Hactlink in every language',
  Cargo: 'part of "Cargo Connect", the booking platform\'s name',
  Connect: 'part of "Cargo Connect", the booking platform\'s name',
  Hub: 'home banner: each English brand word stands beside its Chinese word (樞紐), a bilingual design',
  Agility: 'home banner brand word beside 靈活 / 灵活',
  Care: 'home banner brand word beside 用心',
  Technology: 'home banner brand word beside 科技',
  Leadership: 'home banner brand word beside 領導 / 领导',
  // Standards, certification programmes and their bodies, named as issued.
  IATA: 'the International Air Transport Association is written IATA in Chinese too',
  CEIV: 'IATA programme name (Center of Excellence for Independent Validators)',
  Pharma: 'part of the certificate name "CEIV Pharma"',
  Live: 'part of the certificate name "CEIV Live Animals"',
  Animals: 'part of the certificate name "CEIV Live Animals"',
  ISO: 'standard numbers are written ISO 9001 etc. in Chinese',
  RA3: 'EU aviation security designation (Regulated Agent 3)',
  GRI: 'Global Reporting Initiative, the reporting standard\'s name',
  GDP: 'Good Distribution Practice, the pharmaceutical standard\'s code',
  WCAG: 'Web Content Accessibility Guidelines, cited by its code',
  W3C: 'World Wide Web Consortium, cited by its code',
  AA: 'WCAG conformance level AA',
  Web: 'part of the Simplified title of WCAG, 《Web 内容无障碍指南》',
  ESG: 'search keyword: environmental, social and governance',
  // IATA course codes and handling codes that appear on air waybills and labels.
  CIC: 'IATA course code', 'DGR-I': 'IATA course code', 'DGR-R': 'IATA course code', LAR: 'IATA course code',
  DGR: 'IATA special handling code', RRY: 'IATA special handling code', ICE: 'IATA special handling code', PER: 'IATA special handling code',
  PIL: 'IATA special handling code', COL: 'IATA special handling code', AVI: 'IATA special handling code', VAL: 'IATA special handling code',
  HEA: 'IATA special handling code', BIG: 'IATA special handling code',
  LD3: 'unit load device type code', LD7: 'unit load device type code', LD11: 'unit load device type code',
  BSS: 'search keyword: abbreviation of the Box Storage System used on the terminal floor',
  'Cargo-IMP': 'IATA message standard name', 'Cargo-XML': 'IATA message standard name', EDI: 'electronic data interchange, an industry term',
  // Payment, browsers, assistive technology and platforms, named as their makers do.
  FPS: 'Faster Payment System (轉數快), named with its code beside the Chinese name', Visa: 'card scheme name',
  Google: 'company name', Analytics: 'part of "Google Analytics"', Chrome: 'browser name', Edge: 'browser name', Firefox: 'browser name',
  Safari: 'browser name', Windows: 'operating system name', macOS: 'operating system name', iOS: 'operating system name',
  Android: 'operating system name', JAWS: 'screen reader name', NVDA: 'screen reader name', VoiceOver: 'screen reader name',
  TalkBack: 'screen reader name',
  // Technical identifiers shown as they are stored or sent.
  Cookie: 'Hong Kong and mainland usage writes Cookie in Latin letters (e.g. the Privacy Commissioner\'s guidance)',
  'necessary-cookies': 'cookie name, shown as stored', 'performance-cookies': 'cookie name, shown as stored',
  NEXT_LOCALE: 'cookie name, shown as stored', ImportantNoticeWatchedTime: 'cookie name, shown as stored',
  'XSRF-TOKEN': 'cookie name, shown as stored', UMB_PREVIEW: 'cookie name, shown as stored', UMB_UCONTEXT: 'cookie name, shown as stored',
  ga: 'cookie name _ga, shown as stored', 'container-id': 'placeholder in the cookie name _ga_<container-id>',
  CSS: 'Cascading Style Sheets, the web technology, on the accessibility page',
  HTTPS: 'protocol name',
  MP4: 'video file format name (interface text of the video download link)',
  Esc: 'the key is labelled Esc on keyboards (interface text of the photo viewer)', IP: 'IP address, written so in Chinese', LED: 'LED lighting, written so in Chinese', PDF: 'file format name',
  robots: 'the robots exclusion rules (robots.txt) a crawler reads',
  en: 'language code of the language switcher (not shown)', 'zh-hk': 'language code of the language switcher (not shown)',
  'zh-cn': 'language code of the language switcher (not shown)',
  English: 'the language switcher names each language in its own script',
  // Units and section numbers.
  kg: 'SI unit symbol', 'm²': 'SI unit symbol', '°C': 'SI unit symbol',
  '6A': 'Part 6A of the Personal Data (Privacy) Ordinance',
};

/** Phrases whose Latin letter is part of a Chinese word. */
export const LATIN_PHRASES: { pattern: RegExp; reason: string }[] = [
  { pattern: /T恤/g, reason: 'T恤 is the Chinese word for T-shirt' },
  { pattern: /X ?光/g, reason: 'X光 is the Chinese word for X-ray' },
];

/** Characters both scripts use that OpenCC's tables change in every standard. */
export const SHARED_CHARACTERS: Record<'zh-hk' | 'zh-cn', Record<string, string>> = {
  'zh-hk': {
    准: 'Traditional too: 批准, 准許 (準 is a different word)',
    里: 'Traditional too: 里程碑 (milestone)',
    厘: 'Hong Kong writes 厘米 for centimetre',
    涌: 'place name 東涌 (Tung Chung)',
  },
  'zh-cn': {
    鱲: 'place name 赤鱲角 (Chek Lap Kok), written with 鱲 in mainland usage too',
  },
};

/** Phrases in the other script that a page names on purpose. */
export const OTHER_SCRIPT_PHRASES: Record<'zh-hk' | 'zh-cn', { pattern: RegExp; reason: string }[]> = {
  'zh-hk': [{ pattern: /简体中文/g, reason: 'the language switcher names Simplified Chinese in its own script' }],
  'zh-cn': [{ pattern: /繁體中文/g, reason: 'the language switcher names Traditional Chinese in its own script' }],
};
