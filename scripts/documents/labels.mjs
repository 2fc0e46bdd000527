/**
 * The few words a document needs that no page states (form field labels, headings of the
 * generated parts). Traditional Chinese is written here once; Simplified is converted from it
 * with OpenCC (Hong Kong to Mainland, with Mainland phrases), so the two never drift apart.
 */
import * as OpenCC from 'opencc-js';

const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });

const en = {
  page: (n, of) => `Page ${n} of ${of}`,
  contact: 'Contact us',
  address: 'Address',
  phone: 'Telephone',
  email: 'Email',
  published: 'Published',
  effective: 'Effective',
  issue: 'Issue',
  inThisIssue: 'In this issue',
  certificate: 'Certificate',
  certifiedOrganisation: 'Certified organisation',
  site: 'Site',
  scope: 'Scope of certification',
  firstCertified: 'First certified',
  validity: 'Valid',
  issuer: 'Issued by',
  standard: 'Standard',
  managementSystem: 'Our management system',
  course: 'Course',
  code: 'Code',
  duration: 'Duration',
  fee: 'Fee',
  language: 'Language',
  sessions: 'Sessions',
  howToApply: 'Applications, fees and cancellations',
  howToUse: 'How to use this form',
  forOffice: 'For HACTL use only',
  signature: 'Signature and company chop',
  date: 'Date',
  throughput: 'Throughput',
  figures: 'Figures in this report',
};

/** Form fields of the two cargo forms, in the order a clerk reads them. */
const forms = {
  en: {
    'cargo-delivery-order-form': {
      title: 'Cargo Delivery Order Form',
      sections: [
        ['Shipment', ['Air waybill number (11 digits)', 'Airline and flight number', 'Scheduled date of departure', 'Destination airport']],
        ['Cargo', ['Number of pieces', 'Gross weight (kg)', 'Dimensions of each piece (cm)', 'Description of goods', 'Special handling codes (DGR, PER, AVI, VAL, HEA …)']],
        ['Delivering party', ['Shipper or freight forwarder', 'Contact person and telephone', 'Truck registration number', 'Delivery slot booking reference']],
      ],
      office: ['Received by (staff number)', 'Date and time received', 'Dock number'],
    },
    'cargo-collection-authorisation-form': {
      title: 'Cargo Collection Authorisation Form',
      sections: [
        ['Shipment', ['Air waybill number (11 digits)', 'House air waybill number (if any)', 'Airline and flight number', 'Date of arrival']],
        ['Consignee (who authorises)', ['Consignee name', 'Address', 'Contact person and telephone']],
        ['Authorised collector', ['Name of the company collecting', 'Name of the collecting driver', 'Identity document type and number', 'Truck registration number']],
      ],
      office: ['Released by (staff number)', 'Date and time released', 'Identity document checked'],
    },
  },
  'zh-hk': {
    'cargo-delivery-order-form': {
      title: '貨物交付表格',
      sections: [
        ['付運資料', ['空運提單號碼（11位數字）', '航空公司及航班編號', '預定起飛日期', '目的地機場']],
        ['貨物資料', ['件數', '毛重（公斤）', '每件尺寸（厘米）', '貨物說明', '特殊處理代碼（DGR、PER、AVI、VAL、HEA 等）']],
        ['交付方', ['付貨人或貨運代理', '聯絡人及電話', '貨車登記號碼', '交貨時段預約編號']],
      ],
      office: ['收貨職員編號', '收貨日期及時間', '貨車碼頭編號'],
    },
    'cargo-collection-authorisation-form': {
      title: '提貨授權書',
      sections: [
        ['付運資料', ['空運提單號碼（11位數字）', '分提單號碼（如有）', '航空公司及航班編號', '抵港日期']],
        ['收貨人（授權人）', ['收貨人名稱', '地址', '聯絡人及電話']],
        ['獲授權提貨人', ['提貨公司名稱', '提貨司機姓名', '身份證明文件類別及號碼', '貨車登記號碼']],
      ],
      office: ['放貨職員編號', '放貨日期及時間', '已核對身份證明文件'],
    },
  },
};

const zhHk = {
  page: (n, of) => `第 ${n} 頁，共 ${of} 頁`,
  contact: '聯絡我們',
  address: '地址',
  phone: '電話',
  email: '電郵',
  published: '發布日期',
  effective: '生效日期',
  issue: '期數',
  inThisIssue: '本期內容',
  certificate: '證書',
  certifiedOrganisation: '獲認證機構',
  site: '地點',
  scope: '認證範圍',
  firstCertified: '首次獲得認證',
  validity: '有效期',
  issuer: '發證機構',
  standard: '標準',
  managementSystem: '我們的管理體系',
  course: '課程',
  code: '代碼',
  duration: '課程時間',
  fee: '費用',
  language: '授課語言',
  sessions: '開課日期',
  howToApply: '報名、費用及取消',
  howToUse: '表格使用說明',
  forOffice: '此欄由海港空運貨站填寫',
  signature: '簽署及公司印鑑',
  date: '日期',
  throughput: '貨物處理量',
  figures: '本報告數據',
};

function simplify(value) {
  if (typeof value === 'string') return toSimplified(value);
  if (typeof value === 'function') return (...args) => toSimplified(value(...args));
  if (Array.isArray(value)) return value.map(simplify);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, simplify(v)]));
  return value;
}

export const LABELS = { en, 'zh-hk': zhHk, 'zh-cn': simplify(zhHk) };
export const FORMS = { ...forms, 'zh-cn': simplify(forms['zh-hk']) };
export { toSimplified };
