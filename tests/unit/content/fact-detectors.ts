/**
 * Detectors for facts that several pages state: each finds every statement of one fact in a
 * page's text, in each language, and reads the value it states. The fact test compares what
 * every page states with the one value the store holds (facts.json) or, for wording that is
 * not a number (a title, a committee's name), with the one name the site uses.
 */
import type { Lang } from '@/lib/i18n';

export interface FactDetector {
  /** A name of facts.json, or a label for a fixed wording. */
  fact: string;
  /** The value every statement must read, when it is not in facts.json. */
  expected?: Partial<Record<Lang, string>>;
  /** Each pattern's first non-empty capture group is the stated value. */
  patterns: Record<Lang, RegExp[]>;
  /** Synonyms that state the same value ("six times a year" is "every two months"). */
  same?: Record<string, string>;
}

export const FACT_DETECTORS: FactDetector[] = [
  {
    fact: 'customerServiceHours',
    patterns: {
      en: [/Customer Service (?:Centre|team)[^.]{0,60}?(24 hours a day|around the clock|\d{2}:\d{2}\s*[–-]\s*\d{2}:\d{2} daily|from \d{2}:\d{2} to \d{2}:\d{2} daily)/gi],
      'zh-hk': [/客戶服務(?:中心|團隊|部)[^。]{0,40}?(全日 ?24 ?小時|24 ?小時|全天候|每日上午 ?\d+ ?時至晚上 ?\d+ ?時)/g],
      'zh-cn': [/客户服务(?:中心|团队|部)[^。]{0,40}?(全天 ?24 ?小时|24 ?小时|全天候|每天上午 ?\d+ ?时至晚上 ?\d+ ?时)/g],
    },
  },
  {
    fact: 'hactlinkFrequency',
    patterns: {
      en: [/Hactlink[^.]{0,120}?(every (?:two|three) months|(?:every|each|once a) quarter|quarterly|bimonthly|monthly|every month|(?:six|four) times a year)/gi],
      'zh-hk': [/Hactlink[^。]{0,40}?(每季|每兩個月|每月|每年六期|一年六期)/g],
      'zh-cn': [/Hactlink[^。]{0,40}?(每季度|每季|每两个月|每月|每年六期|一年六期)/g],
    },
    same: { 'six times a year': 'every two months', 每年六期: '每兩個月', 一年六期: '每兩個月' },
  },
  {
    fact: 'expressCutOff',
    patterns: {
      en: [/(?:[Ee]xpress|courier)[^.]{0,200}?cut-off of (\d+ (?:minutes|hours?))/g, /(?:[Ee]xpress|courier)[^.]{0,200}?(\d+-(?:hour|minute)) (?:export )?cut-off/g],
      'zh-hk': [/(?:速遞|快件)[^。]{0,120}?截收時間為航班起飛前 ?(\d+ ?(?:分鐘|小時))/g],
      'zh-cn': [/(?:快件|快递)[^。]{0,120}?(?:截单|截止收货)时间为航班起飞前 ?(\d+ ?(?:分钟|小时))/g],
    },
  },
  {
    fact: 'academyTrainees',
    patterns: {
      en: [/[Aa]cademy[^.\n]{0,200}?more than ([\d,]+) (?:learners|HACTL staff|people|participants|trainees)/g],
      'zh-hk': [/學院[^。\n]{0,120}?每年[^。\n]{0,30}?(?:逾|超過) ?([\d,]+) ?(?:人|名)/g],
      'zh-cn': [/学院[^。\n]{0,120}?每年[^。\n]{0,30}?(?:逾|超过) ?([\d,]+) ?(?:人|名)/g],
    },
  },
  {
    fact: 'academyFloor',
    patterns: {
      en: [/[Aa]cademy[^.]{0,160}?\b(first floor|ground floor|second floor|Level \d+)\b/g],
      'zh-hk': [/學院[^。]{0,60}?超級二號貨站 ?(一樓|二樓|地下|\d+ ?樓)/g],
      'zh-cn': [/学院[^。]{0,60}?超级二号货站 ?(一楼|二楼|\d+ ?楼)/g],
    },
  },
  {
    fact: 'wasteTargetYear',
    patterns: {
      en: [/70% of operational waste[^.]{0,80}?by (20\d\d)/g, /target of 70% by (20\d\d)/g],
      'zh-hk': [/(?:於|在) ?(20\d\d) ?年前(?:將最少 ?70% ?的營運廢物|回收 ?70% ?營運廢物)/g, /目標是在 ?(20\d\d) ?年前達到 ?70%/g],
      'zh-cn': [/到 ?(20\d\d) ?年，回收 ?70%/g, /在 ?(20\d\d) ?年前将至少 ?70% ?的运营废弃物/g, /目标是到 ?(20\d\d) ?年达到 ?70%/g],
    },
  },
  {
    fact: 'staffCount',
    patterns: {
      en: [/(\d{1,2},\d{3}) (?:staff|people|employees|colleagues)\b/g],
      'zh-hk': [/(\d{1,2},\d{3}) ?名(?:員工|同事)/g],
      'zh-cn': [/(\d{1,2},\d{3}) ?名(?:员工|同事)/g],
    },
  },
  {
    fact: 'airlineCount',
    patterns: {
      en: [/(\d+) airlines\b/g, /(\d+) airline customers/g],
      'zh-hk': [/(\d+) ?家航空公司/g],
      'zh-cn': [/(\d+) ?家航空公司/g],
    },
  },
  {
    fact: 'siteHectares',
    patterns: {
      en: [/(\d+)[- ]hectares?\b/g],
      'zh-hk': [/(\d+) ?公頃/g],
      'zh-cn': [/(\d+) ?公顷/g],
    },
  },
  {
    fact: 'designCapacity',
    patterns: {
      en: [/capacity(?: of)? (\d+(?:\.\d+)?) million/g, /(\d+(?:\.\d+)?)[- ]million[- ]tonnes? (?:of )?(?:annual |design )*capacity/g, /built for (\d+(?:\.\d+)?) million/g, /(\d+(?:\.\d+)?)-million-tonne design capacity/g],
      'zh-hk': [/(?:設計年?處理量|設計容量|處理能力)(?:達|為)? ?(\d+) ?萬公噸/g, /(\d+) ?萬公噸設計/g],
      'zh-cn': [/(?:设计年?处理量|设计容量|处理能力)(?:达|为)? ?(\d+) ?万吨/g, /(\d+) ?万吨设计/g],
    },
  },
  {
    fact: 'Board committee for safety and sustainability',
    expected: { en: 'Safety and Sustainability Committee', 'zh-hk': '安全與可持續發展委員會', 'zh-cn': '安全与可持续发展委员会' },
    patterns: {
      en: [/\b((?:Safety and )?Sustainability Committee)\b/g],
      'zh-hk': [/((?:安全與)?可持續發展委員會)/g],
      'zh-cn': [/((?:安全与)?可持续发展委员会)/g],
    },
  },
  {
    fact: 'Title of the head of the company',
    expected: { en: 'Chief Executive', 'zh-hk': '行政總裁', 'zh-cn': '首席执行官' },
    patterns: {
      en: [/\b(Chief Executive(?: Officer)?)\b/g],
      'zh-hk': [/(行政總裁|首席執行官)/g],
      'zh-cn': [/(行政总裁|首席执行官)/g],
    },
  },
  {
    fact: 'Design capacity is a capacity, not a throughput',
    expected: { 'zh-hk': '設計', 'zh-cn': '设计' },
    patterns: {
      en: [],
      'zh-hk': [/(設計|)年?(?:處理量|容量)達 ?350萬公噸/g],
      // Simplified pages call it 处理能力 (capacity) throughout.
      'zh-cn': [],
    },
    same: { '': '(none)' },
  },
];

export interface Statement {
  fact: string;
  page: string;
  value: string;
}

/** Every statement of every detector's fact in one page's text. */
export function statementsIn(lang: Lang, page: string, text: string, detectors = FACT_DETECTORS): Statement[] {
  const out: Statement[] = [];
  for (const d of detectors) {
    for (const re of d.patterns[lang]) {
      for (const m of text.matchAll(re)) {
        const raw = m.slice(1).find((g) => g !== undefined);
        if (raw === undefined) continue;
        const value = raw.replace(/\s+/g, ' ').trim();
        out.push({ fact: d.fact, page, value: d.same?.[value] ?? value });
      }
    }
  }
  return out;
}

/** Statements that differ from the value every page must state. */
export function contradictions(lang: Lang, statements: Statement[], facts: Record<string, string>, detectors = FACT_DETECTORS): Statement[] {
  return statements.filter((s) => {
    const d = detectors.find((x) => x.fact === s.fact)!;
    const expected = d.expected?.[lang] ?? facts[s.fact];
    return expected === undefined || s.value.replace(/\s+/g, '') !== expected.replace(/\s+/g, '');
  });
}
