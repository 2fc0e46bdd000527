/**
 * A valid contact enquiry, as the contact form posts it: an English question about export cut-off
 * times from a Hong Kong forwarder. The handler, storage and mail tests spread it and change only
 * what they test (the language, the text a cell or a receipt must carry).
 */
export const CONTACT_ENQUIRY = {
  lang: 'en' as const,
  enquiryType: 'export',
  name: 'Chan Tai Man',
  company: 'Harbour Freight Ltd',
  email: 'tm.chan@example.com',
  phone: '+852 2345 6789',
  subject: 'Export cut-off times',
  message: 'When is the cut-off for the 23:55 flight to Frankfurt?\nThank you.',
  consent: true,
};
