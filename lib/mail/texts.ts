import type { Lang } from '@/lib/i18n';

/**
 * What each mail says, in the visitor's language (the operator's notices are in English, the
 * language of the Customer Service Centre's tools). Plain text: every mail client shows it, and no
 * visitor input is ever interpreted as markup.
 */
interface VisitorTexts {
  signature: string;
  confirmSubject: string;
  confirmBody: (name: string, link: string, hours: number) => string;
  welcomeSubject: string;
  welcomeBody: (name: string, unsubscribe: string) => string;
  contactSubject: (subject: string) => string;
  contactBody: (name: string, id: string, subject: string) => string;
  iataSubject: (course: string) => string;
  iataBody: (name: string, id: string, course: string, date: string) => string;
}

export const VISITOR_TEXTS: Record<Lang, VisitorTexts> = {
  en: {
    signature: 'Harbour Air Cargo Terminal Limited\nCustomer Service Centre',
    confirmSubject: 'Please confirm your Hactlink subscription',
    confirmBody: (name, link, hours) =>
      `Dear ${name},\n\nThank you for subscribing to Hactlink. Please confirm your email address by opening this link within ${hours} hours:\n\n${link}\n\nIf you did not ask to subscribe, ignore this email: you will not be subscribed and will not hear from us again.`,
    welcomeSubject: 'Your Hactlink subscription is confirmed',
    welcomeBody: (name, unsubscribe) =>
      `Dear ${name},\n\nYour subscription is confirmed: you will receive the next issue of Hactlink by email.\n\nTo unsubscribe at any time, open this link:\n${unsubscribe}`,
    contactSubject: (subject) => `We have received your enquiry: ${subject}`,
    contactBody: (name, id, subject) =>
      `Dear ${name},\n\nThank you for contacting us. We have received your enquiry "${subject}" (reference ${id}). Our Customer Service Centre will reply within two working days.`,
    iataSubject: (course) => `We have received your application: ${course}`,
    iataBody: (name, id, course, date) =>
      `Dear ${name},\n\nThank you for applying for ${course} on ${date} (reference ${id}). Our training team will confirm your place by email.`,
  },
  'zh-hk': {
    signature: '香港空運貨站有限公司\n客戶服務中心',
    confirmSubject: '請確認訂閱《Hactlink》',
    confirmBody: (name, link, hours) =>
      `${name}您好：\n\n感謝您訂閱《Hactlink》。請於 ${hours} 小時內開啟以下連結，確認您的電郵地址：\n\n${link}\n\n如您並無要求訂閱，請忽略此電郵：您不會被加入訂閱名單，亦不會再收到我們的電郵。`,
    welcomeSubject: '您已確認訂閱《Hactlink》',
    welcomeBody: (name, unsubscribe) => `${name}您好：\n\n您的訂閱已確認，下一期《Hactlink》將以電郵寄給您。\n\n如欲隨時取消訂閱，請開啟以下連結：\n${unsubscribe}`,
    contactSubject: (subject) => `我們已收到您的查詢：${subject}`,
    contactBody: (name, id, subject) => `${name}您好：\n\n感謝您與我們聯絡。我們已收到您的查詢「${subject}」（參考編號 ${id}），客戶服務中心將於兩個工作天內回覆。`,
    iataSubject: (course) => `我們已收到您的報名：${course}`,
    iataBody: (name, id, course, date) => `${name}您好：\n\n感謝您報名 ${date} 的「${course}」（參考編號 ${id}）。培訓團隊將以電郵確認您的名額。`,
  },
  'zh-cn': {
    signature: '香港空运货站有限公司\n客户服务中心',
    confirmSubject: '请确认订阅《Hactlink》',
    confirmBody: (name, link, hours) =>
      `${name}您好：\n\n感谢您订阅《Hactlink》。请于 ${hours} 小时内打开以下链接，确认您的电子邮件地址：\n\n${link}\n\n如您并未要求订阅，请忽略此邮件：您不会被加入订阅名单，也不会再收到我们的邮件。`,
    welcomeSubject: '您已确认订阅《Hactlink》',
    welcomeBody: (name, unsubscribe) => `${name}您好：\n\n您的订阅已确认，下一期《Hactlink》将以电子邮件发送给您。\n\n如需随时取消订阅，请打开以下链接：\n${unsubscribe}`,
    contactSubject: (subject) => `我们已收到您的查询：${subject}`,
    contactBody: (name, id, subject) => `${name}您好：\n\n感谢您与我们联系。我们已收到您的查询“${subject}”（参考编号 ${id}），客户服务中心将于两个工作日内回复。`,
    iataSubject: (course) => `我们已收到您的报名：${course}`,
    iataBody: (name, id, course, date) => `${name}您好：\n\n感谢您报名 ${date} 的“${course}”（参考编号 ${id}）。培训团队将以电子邮件确认您的名额。`,
  },
};

/** What the operator's notice calls each field of the forms (one table, so the forms' notices say the same words). */
const NOTICE_LABELS = {
  course: 'Course',
  sessionDate: 'Session',
  enquiryType: 'Enquiry type',
  name: 'Name',
  jobTitle: 'Job title',
  company: 'Company',
  email: 'E-mail',
  phone: 'Phone',
  country: 'Country',
  address: 'Address',
  lang: 'Language',
  subject: 'Subject',
  message: 'Message',
  remarks: 'Remarks',
} as const;

export type NoticeField = keyof typeof NOTICE_LABELS;

/** The operator's notice: the fields in the order given, one per line, in English; empty ones are left out. */
export function operatorNotice<K extends NoticeField>(title: string, id: string, values: Record<K, string>, order: readonly K[]): { subject: string; text: string } {
  const fields = order.map((name) => [NOTICE_LABELS[name], values[name]] as const);
  const lines = fields.filter(([, value]) => value !== '').map(([label, value]) => `${label}: ${value.includes('\n') ? `\n${value}\n` : value}`);
  return { subject: `[Website] ${title} (${id})`, text: `${title}, reference ${id}.\n\n${lines.join('\n')}\n\nReply to this email to answer the sender.` };
}
