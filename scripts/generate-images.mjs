#!/usr/bin/env node
/**
 * HACTL site asset generator.
 *
 * Draws every illustration of the site as SVG (flat, deterministic, seeded random) and renders it
 * with sharp, then writes the brand SVGs, the downloadable PDFs and the gallery videos:
 *
 *   public/assets/images/  hero-NAME.webp (1920x800) + hero-NAME-m.webp (750x900), photos 1200x800,
 *                          person-1..8, award-1..8, cert-1..6 (600x600), subsidiary-1..4 (400x200),
 *                          video-1..4 posters (1280x720), newsletter-1..6 covers (600x800),
 *                          og-default.jpg (1200x630), icon-notice.svg, logo.svg, logo-white.svg
 *   app/icon.svg           the wing emblem (favicon)
 *   public/assets/docs/    the PDFs listed in DOCS below (minimal Helvetica PDFs, no dependency)
 *   public/assets/video/   video-1..4.mp4 (H.264, 1280x720, Ken Burns move over the poster, no audio)
 *                          and captions video-N.{en,zh-hk,zh-cn}.vtt
 *
 * Re-run:   node scripts/generate-images.mjs            (everything; ~1-2 minutes on 2 cores)
 *           node scripts/generate-images.mjs --only=docs  (groups: images, brand, docs, video)
 * Videos need ffmpeg on the PATH; without it the video step is skipped with a message.
 * Drawing code lives in scripts/images/*.mjs. Output is the same on every run.
 *
 * To add a PDF: add one doc(...) line to DOCS. Title only is enough; body paragraphs are optional.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { sceneSvg, plainSvg, writeWebp, writeJpeg, writePng } from './images/render.mjs';
import { logoSvg, appIconSvg, noticeIconSvg, portrait, badge, cert, subsidiary, titleOverlay, heroOverlay, ogOverlay, coverFrame } from './images/brand.mjs';
import { makePdf } from './images/pdf.mjs';
import * as out from './images/scenes-outdoor.mjs';
import * as aisle from './images/scenes-aisle.mjs';
import * as indoor from './images/scenes-indoor.mjs';

// ------------------------------------------------------------------------------------------
// Downloadable documents: doc(fileName, title, subtitle?, blocks?)
// blocks: strings are paragraphs; { h }, { bullets: [] }, { checks: [] }, { fields: [] }, { table: { head, rows } }
// ------------------------------------------------------------------------------------------
const doc = (file, title, subtitle, blocks) => ({ file, title, subtitle, blocks });
const hactlink = (ym, month, lead, items) =>
  doc(`hactlink-${ym}.pdf`, `Hactlink – ${month}`, 'The newsletter of Harbour Air Cargo Terminal Limited', [
    { h: 'In this issue' },
    lead,
    { bullets: items },
    { h: 'From the operations floor' },
    'SuperTerminal Two continues to run around the clock for about 100 airline customers. Our Box Storage System (10,000 positions, 60 stacker cranes) and Container Storage System (3,500 ULD positions, 40 stacker cranes) keep cargo moving from acceptance to aircraft side with full traceability.',
    'Hactlink is published every two months for customers, partners and colleagues. Comments and story ideas are welcome at enquiry@hactl-demo.com.',
  ]);

export const DOCS = [
  hactlink('2025-11', 'November 2025', 'Peak season is here. This issue looks at how SuperTerminal Two prepares for the year-end surge in e-commerce, perishables and high-tech shipments, and what customers can do to keep their cargo moving.', ['Peak season readiness: extra build-up teams and extended truck dock hours', 'New electric tractors join the apron fleet', 'Harbour Academy opens its 2026 course calendar']),
  hactlink('2026-01', 'January 2026', 'We start the year with our 2025 results: 2.6 million tonnes handled at SuperTerminal Two, with on-time build-up above 98 percent through the peak.', ['2025 in numbers: tonnage, punctuality and safety', 'Rooftop solar phase two is complete', 'Meet the night shift at the Container Storage System']),
  hactlink('2026-03', 'March 2026', 'Automation is changing how cargo moves inside the terminal. This issue follows a bin through the upgraded Box Storage System and meets the engineers who keep 60 stacker cranes running.', ['Box Storage System control upgrade goes live', 'Robotic arms trial for loose cargo handling', 'Safety week 2026 highlights']),
  hactlink('2026-05', 'May 2026', 'Demand for temperature-controlled handling keeps growing. We look at the pharma corridor through Hong Kong and the people at Harbour Cool Chain Services who protect every shipment.', ['Cool chain: from +2 to +8 degrees Celsius, end to end', 'CEIV Pharma recertification completed', 'Customer service centre extends opening hours']),
  hactlink('2026-07', 'July 2026', 'Harbour Academy celebrates another class of graduates, and we report on community work by colleagues across the company.', ['Harbour Academy: 1,200 learners so far this year', 'Tree planting day on Lantau with 180 volunteers', 'Drone roof inspections cut survey time by half']),
  hactlink('2026-09', 'September 2026', 'Summer volumes reached a new high. This issue looks back at the busiest months in SuperTerminal Two since 2019 and ahead to the coming peak season.', ['Record summer throughput across import, export and transhipment', 'Electric ground support equipment now 45 percent of the fleet', 'Live animal centre handles its 500th horse of the year']),
  doc('annual-sustainability-report-2025.pdf', 'Annual Sustainability Report 2025', 'Environmental, social and governance performance for the year ended 31 December 2025', [
    { h: 'Message from the Chief Executive' },
    'In 2025 SuperTerminal Two handled 2.6 million tonnes of air cargo while reducing Scope 1 and 2 emissions per tonne handled by 6 percent against 2024. Our 3,400 colleagues made this possible through hundreds of small improvements, from smarter lighting control to route planning for ground equipment.',
    { h: 'Highlights' },
    { bullets: ['Rooftop solar capacity increased to 3.2 MWp across the terminal roof', 'Electric vehicles now make up 40 percent of the ground support fleet', 'Zero lost-time injuries in the Container Storage System for 14 consecutive months', '11,500 volunteer hours by colleagues in community programmes'] },
    { h: 'Our approach' },
    'Sustainability at HACTL is managed by a committee chaired by the Chief Executive, with targets reviewed every quarter. Our environmental management system is certified to ISO 14001 and our occupational health and safety management system to ISO 45001.',
  ]),
  doc('sustainability-report-2024.pdf', 'Sustainability Report 2024', 'Environmental, social and governance performance for the year ended 31 December 2024', [
    'This report covers the operations of Harbour Air Cargo Terminal Limited at SuperTerminal Two, Hong Kong International Airport, for calendar year 2024.',
    { h: 'Key results' },
    { bullets: ['Electricity use per tonne handled down 4 percent year on year', 'First phase of rooftop solar panels commissioned', '96 percent of general waste from cargo build-up sorted for recycling', 'More than 900 colleagues completed safety leadership training'] },
    'We continue to align our reporting with recognised frameworks and to publish progress against our 2030 targets every year.',
  ]),
  doc('tariff-schedule-2026.pdf', 'Tariff Schedule 2026', 'Terminal handling and storage charges effective 1 January 2026 (HKD)', [
    'The charges below apply to cargo handled at SuperTerminal Two unless otherwise agreed in a service contract. Charges are per kilogram of chargeable weight unless shown otherwise, subject to the minimum charge per consignment.',
    { table: { head: ['Service', 'Unit', 'Rate (HKD)'], widths: [3, 2, 1.2], rows: [['Export terminal handling, general cargo', 'per kg', '1.45'], ['Import terminal handling, general cargo', 'per kg', '1.62'], ['Transhipment handling', 'per kg', '1.20'], ['Minimum charge per consignment', 'per AWB', '180.00'], ['Storage, general cargo (after free period)', 'per kg per day', '0.38'], ['Cool room storage, +2 to +8 degrees C', 'per kg per day', '1.10'], ['Dangerous goods acceptance check', 'per AWB', '420.00'], ['Live animal handling', 'per kg', '3.80'], ['Truck dock reservation, overtime', 'per hour', '350.00']] } },
    'Import cargo enjoys 48 hours of free storage from the time of flight arrival. Full terms and conditions are available from Customer Service on +852 2753 0188.',
  ]),
  doc('cargo-collection-authorisation-form.pdf', 'Cargo Collection Authorisation Form', 'Use this form to authorise a third party to collect import cargo on your behalf', [
    'Please complete all fields in block capitals and present the signed original with the collector\'s identity document at the Import Cargo Collection counter, SuperTerminal Two.',
    { h: 'Consignee details' },
    { fields: ['Consignee company name', 'Contact person', 'Telephone', 'Email'] },
    { h: 'Shipment details' },
    { fields: ['Air waybill number', 'House air waybill number (if any)', 'Flight number and date', 'Number of pieces / weight (kg)'] },
    { h: 'Authorised collector' },
    { fields: ['Collector company name', 'Collector name', 'Identity document number', 'Vehicle registration'] },
    { h: 'Declaration' },
    'I authorise the collector named above to take delivery of the cargo described. I confirm that all charges will be settled before release.',
    { fields: ['Authorised signature and company chop', 'Date'] },
  ]),
  doc('cargo-delivery-order-form.pdf', 'Cargo Delivery Order Form', 'Request for delivery of import cargo from SuperTerminal Two', [
    'Submit this form through the e-Booking portal or at the Customer Service Centre at least two hours before the requested truck dock time.',
    { h: 'Delivery order' },
    { fields: ['Delivery order number', 'Air waybill number', 'Pieces / weight (kg)', 'Requested collection date and time', 'Truck dock preference'] },
    { h: 'Special handling' },
    { checks: ['Temperature-controlled cargo (state range)', 'Dangerous goods (attach shipper\'s declaration)', 'Valuable cargo (escort required)', 'Oversize or heavy piece (over 3,000 kg)'] },
    { fields: ['Name of requesting agent', 'Signature and company chop', 'Date'] },
  ]),
  doc('dangerous-goods-checklist.pdf', 'Dangerous Goods Acceptance Checklist', 'Checklist used by HACTL acceptance staff for non-radioactive shipments', [
    'Shippers and agents are encouraged to use this checklist before tendering dangerous goods. Any item marked NO will delay acceptance until corrected.',
    { h: 'Documentation' },
    { checks: ['Shipper\'s Declaration for Dangerous Goods completed in English, two copies, signed', 'UN number, proper shipping name, class and packing group match the regulations', 'Air waybill handling information shows "Dangerous Goods as per attached Shipper\'s Declaration"', 'Quantities per package within passenger or cargo aircraft limits'] },
    { h: 'Packages' },
    { checks: ['UN specification packaging marks present and legible', 'Hazard labels and handling labels correctly applied', 'No leakage, damage or signs of tampering', 'Cargo Aircraft Only label where required'] },
    'Acceptance is carried out in the dedicated dangerous goods area of SuperTerminal Two by staff trained under the current regulations.',
  ]),
  doc('iata-course-calendar-2027.pdf', 'Harbour Academy Course Calendar 2027', 'IATA-accredited and in-house training courses, January to December 2027', [
    'Harbour Academy Ltd is an IATA Authorized Training Centre located at SuperTerminal Two. Classes run in English and Cantonese; most courses also offer a virtual classroom option.',
    { table: { head: ['Course', 'Length', 'Intakes 2027'], widths: [3, 1, 2.2], rows: [['Dangerous Goods Regulations, initial', '5 days', 'Jan, Mar, May, Jul, Sep, Nov'], ['Dangerous Goods Regulations, recurrent', '3 days', 'Every month'], ['Cargo Introductory Course', '5 days', 'Feb, Jun, Oct'], ['Temperature-Controlled Cargo', '3 days', 'Mar, Aug, Nov'], ['Live Animals Regulations', '2 days', 'Apr, Sep'], ['ULD Build-up and Handling', '2 days', 'Every other month'], ['Air Cargo Security Awareness', '1 day', 'Every month']] } },
    'Enrolment opens eight weeks before each intake. For group bookings and company-specific classes please contact Harbour Academy through enquiry@hactl-demo.com.',
  ]),
  doc('iso-9001-certificate.pdf', 'ISO 9001:2015 Certificate', 'Quality management system', [
    { space: 20 },
    { center: [['Certificate of Registration', 20, true], ['This is to certify that the quality management system of', 11, false], ['Harbour Air Cargo Terminal Limited', 16, true], ['SuperTerminal Two, 8 Cargo Road, Chek Lap Kok, Hong Kong', 10, false], ['has been assessed and found to conform to ISO 9001:2015', 11, false]] },
    { space: 10 },
    'Scope: provision of air cargo terminal services including export, import and transhipment cargo handling, storage in automated storage systems, documentation and ramp interface services.',
    'Certificate number QMS 2026-0417. Original registration 2 March 2001. Current certificate valid until 1 March 2029, subject to satisfactory surveillance audits.',
  ]),
  doc('iso-14001-certificate.pdf', 'ISO 14001:2015 Certificate', 'Environmental management system', [
    { space: 20 },
    { center: [['Certificate of Registration', 20, true], ['This is to certify that the environmental management system of', 11, false], ['Harbour Air Cargo Terminal Limited', 16, true], ['SuperTerminal Two, 8 Cargo Road, Chek Lap Kok, Hong Kong', 10, false], ['has been assessed and found to conform to ISO 14001:2015', 11, false]] },
    { space: 10 },
    'Scope: environmental management of air cargo terminal operations, facilities management and ground support equipment at SuperTerminal Two.',
    'Certificate number EMS 2026-0233. Original registration 15 June 2004. Current certificate valid until 14 June 2029.',
  ]),
  doc('iso-45001-certificate.pdf', 'ISO 45001:2018 Certificate', 'Occupational health and safety management system', [
    { space: 20 },
    { center: [['Certificate of Registration', 20, true], ['This is to certify that the occupational health and safety management system of', 11, false], ['Harbour Air Cargo Terminal Limited', 16, true], ['SuperTerminal Two, 8 Cargo Road, Chek Lap Kok, Hong Kong', 10, false], ['has been assessed and found to conform to ISO 45001:2018', 11, false]] },
    { space: 10 },
    'Scope: occupational health and safety management for air cargo handling, warehousing, automated storage system maintenance and landside operations.',
    'Certificate number OHS 2026-0158. Original registration 20 September 2019. Current certificate valid until 19 September 2028.',
  ]),
  doc('ceiv-pharma-certificate.pdf', 'CEIV Pharma Certificate', 'Center of Excellence for Independent Validators in Pharmaceutical Logistics', [
    { space: 20 },
    { center: [['Certificate of Validation', 20, true], ['Harbour Air Cargo Terminal Limited', 16, true], ['and Harbour Cool Chain Services Ltd', 11, false], ['have been validated against the CEIV Pharma programme requirements', 11, false]] },
    { space: 10 },
    'Scope: handling and storage of temperature-controlled healthcare products at SuperTerminal Two, including dedicated cool rooms at +2 to +8 degrees Celsius and +15 to +25 degrees Celsius, and apron transfer in temperature-controlled dollies.',
    'Validation reference CEIV-P 2026-HK-031. Recertified April 2026; valid for three years.',
  ]),
  doc('corporate-brochure.pdf', 'Corporate Brochure', 'Harbour Air Cargo Terminal Limited – SuperTerminal Two, Hong Kong', [
    { h: 'Who we are' },
    'Harbour Air Cargo Terminal Limited (HACTL) has handled air cargo in Hong Kong since 1976, first at Kai Tak and, since 1998, at SuperTerminal Two at Hong Kong International Airport. The 17-hectare, four-storey terminal has a design capacity of 3.5 million tonnes a year and handled 2.6 million tonnes in 2025.',
    { h: 'What we do' },
    { bullets: ['Export, import and transhipment handling for about 100 airlines, 24 hours a day', 'Box Storage System with 10,000 positions and 60 stacker cranes', 'Container Storage System with 3,500 ULD positions and 40 stacker cranes', 'Specialist handling for pharma, perishables, dangerous goods, valuables and live animals'] },
    { h: 'Our companies' },
    'Harbour Express Centre Ltd, Harbour Cool Chain Services Ltd, Harbour Logistics Solutions Ltd and Harbour Academy Ltd extend our services from express cargo to off-airport logistics and IATA-accredited training.',
  ]),
  doc('environmental-policy.pdf', 'Environmental Policy', 'Approved by the Board of Directors, January 2026', [
    'Harbour Air Cargo Terminal Limited is committed to protecting the environment in every part of its operations at SuperTerminal Two. We will:',
    { bullets: ['comply with all applicable environmental laws, regulations and customer requirements', 'reduce energy use and greenhouse gas emissions, with a target of net-zero Scope 1 and 2 emissions by 2045', 'electrify ground support equipment and expand on-site renewable energy', 'prevent pollution and reduce, reuse and recycle packaging and operational waste', 'engage colleagues, customers and suppliers in improving environmental performance', 'maintain an environmental management system certified to ISO 14001 and review this policy every year'] },
    'This policy is communicated to all colleagues and is available to the public.',
  ]),
  doc('media-kit.pdf', 'Media Kit', 'Facts, figures and contacts for journalists', [
    { h: 'Fast facts' },
    { table: { head: ['Item', 'Figure'], widths: [2, 2], rows: [['Founded', '1976 at Kai Tak; at Chek Lap Kok since 1998'], ['Site', 'SuperTerminal Two, 17 hectares, 4 storeys'], ['Design capacity', '3.5 million tonnes a year'], ['Cargo handled 2025', '2.6 million tonnes'], ['Staff', 'About 3,400'], ['Airline customers', 'About 100'], ['Box Storage System', '10,000 positions, 60 stacker cranes'], ['Container Storage System', '3,500 ULD positions, 40 stacker cranes']] } },
    { h: 'Media enquiries' },
    'Corporate Communications, Harbour Air Cargo Terminal Limited. Telephone +852 2753 0000, email enquiry@hactl-demo.com. Photographs and video footage of SuperTerminal Two are available on request for editorial use.',
  ]),
  doc('annual-results-2025.pdf', 'Annual Results 2025', 'Harbour Air Cargo Terminal Limited handled 2.6 million tonnes in 2025 and recorded revenue of HK$5.86 billion'),
  doc('terminal-handling-charges-2027.pdf', 'Terminal Handling Charges 2027', 'Tariff of terminal handling and storage charges effective 1 January 2027 (HKD)'),
  doc('export-cut-off-times-2025.pdf', 'Export Cargo Cut-off Times', 'Latest acceptance times for export cargo at SuperTerminal Two, effective 1 October 2025'),
  doc('typhoon-contingency-guide.pdf', 'Severe Weather Contingency Guide', 'How SuperTerminal Two operates under Typhoon Signal No. 8 and the Black Rainstorm Warning'),
  doc('supplier-code-of-conduct.pdf', 'Supplier Code of Conduct', 'Standards expected of suppliers on labour, safety, anti-bribery, environment and data protection'),
  doc('sustainability-report-2025.pdf', 'Sustainability Report 2025', 'Environmental, social and governance highlights of Harbour Air Cargo Terminal Limited for 2025'),
];

// ------------------------------------------------------------------------------------------
// Image catalogue (must match /tmp/content-guide.md "Images")
// ------------------------------------------------------------------------------------------
const PHOTOS = {
  'terminal-exterior': [out.terminalExterior, {}],
  'aircraft-loading': [out.aircraftLoading, { focusX: 600 }],
  'apron-night': [out.apronNight, { focusX: 650 }],
  'cargo-pallets': [indoor.cargoPallets, { q: 62 }],
  'uld-containers': [out.uldContainers, {}],
  'box-storage': [aisle.boxStorage, {}],
  'container-storage': [aisle.containerStorage, {}],
  'control-room': [indoor.controlRoom, {}],
  robotics: [indoor.robotics, {}],
  'cool-chain': [indoor.coolChain, {}],
  'dangerous-goods': [indoor.dangerousGoods, {}],
  'express-centre': [indoor.expressCentre, {}],
  livestock: [indoor.livestock, {}],
  'truck-dock': [out.truckDock, {}],
  'team-operations': [indoor.teamOperations, {}],
  'team-training': [indoor.teamTraining, {}],
  'training-classroom': [indoor.trainingClassroom, {}],
  'solar-roof': [aisle.solarRoof, {}],
  'electric-tractor': [out.electricTractor, {}],
  community: [indoor.community, {}],
  'warehouse-interior': [aisle.warehouseInterior, {}],
  documentation: [indoor.documentation, {}],
  'customer-service': [indoor.customerService, {}],
  'drone-inspection': [aisle.droneInspection, {}],
  'pharma-handling': [indoor.pharmaHandling, {}],
  'airport-aerial': [out.airportAerial, {}],
};

const HEROES = {
  home: [out.aircraftLoading, { kind: 'dusk', focusX: 640, mFocusX: 680 }],
  about: [out.terminalExterior, { kind: 'dawn', focusX: 560, mFocusX: 300 }],
  facilities: [aisle.warehouseInterior, { focusX: 600 }],
  bss: [aisle.boxStorage, { focusX: 600 }],
  css: [aisle.containerStorage, { focusX: 600 }],
  innovation: [indoor.robotics, { focusX: 640, mFocusX: 560 }],
  services: [out.truckDock, { focusX: 600, mFocusX: 560 }],
  media: [out.apronNight, { focusX: 640, mFocusX: 680 }],
  stories: [indoor.teamOperations, { focusX: 560 }],
  sustainability: [aisle.solarRoof, { focusX: 600 }],
  contact: [indoor.customerService, { focusX: 600, mFocusX: 480 }],
  general: [out.airportAerial, { focusX: 600, mFocusX: 300 }],
  iata: [indoor.trainingClassroom, { focusX: 600, mFocusX: 560 }],
};

const VIDEOS = [
  {
    scene: out.terminalExterior,
    opts: { kind: 'dawn', focusX: 560 },
    title: 'SuperTerminal Two at a glance',
    move: [0.5, 0.4],
    cues: {
      en: ['SuperTerminal Two at dawn, Hong Kong International Airport.', 'Trucks arrive at the landside cargo acceptance doors.', 'The terminal runs 24 hours a day for about 100 airlines.'],
      'zh-hk': ['清晨的超級二號貨站，香港國際機場。', '貨車抵達陸側收貨閘口。', '貨站全天候運作，服務約100家航空公司。'],
      'zh-cn': ['清晨的超级二号货站，香港国际机场。', '货车抵达陆侧收货闸口。', '货站全天候运作，服务约100家航空公司。'],
    },
  },
  {
    scene: aisle.boxStorage,
    opts: {},
    title: 'Inside the Box Storage System',
    move: [0.5, 0.45],
    crf: 31,
    cues: {
      en: ['An aisle of the Box Storage System, with bins stored on both sides.', 'A stacker crane lifts a bin to its storage position.', '10,000 positions are served by 60 stacker cranes.'],
      'zh-hk': ['箱式貨物存放系統的通道，兩旁存放貨箱。', '堆垛機把貨箱升到存放位置。', '系統設有10,000個存放位置及60台堆垛機。'],
      'zh-cn': ['箱式货物存放系统的通道，两旁存放货箱。', '堆垛机把货箱升到存放位置。', '系统设有10,000个存放位置及60台堆垛机。'],
    },
  },
  {
    scene: indoor.coolChain,
    opts: {},
    title: 'Cool chain, end to end',
    move: [0.85, 0.3],
    cues: {
      en: ['A pharma cold room kept between +2 and +8 degrees Celsius.', 'Temperature is monitored and displayed around the clock.', 'Pallets of healthcare products wait for their flight.'],
      'zh-hk': ['醫藥冷藏室溫度保持在攝氏2至8度。', '溫度全天候監察及顯示。', '一板板醫療產品正等候上機。'],
      'zh-cn': ['医药冷藏室温度保持在摄氏2至8度。', '温度全天候监测及显示。', '一板板医疗产品正等候上机。'],
    },
  },
  {
    scene: out.apronNight,
    opts: { focusX: 640 },
    title: 'A night on the apron',
    move: [0.35, 0.5],
    cues: {
      en: ['Night on the apron: a freighter with its main deck door open.', 'A loader raises a pallet to the cargo door.', 'Containers on dollies wait to be towed to the aircraft.'],
      'zh-hk': ['停機坪的夜晚：貨機主貨艙門已打開。', '升降平台把貨板升到貨艙門。', '拖架上的貨櫃等候拖往飛機。'],
      'zh-cn': ['停机坪的夜晚：货机主货舱门已打开。', '升降平台把货板升到货舱门。', '拖架上的集装箱等候拖往飞机。'],
    },
  },
];

const COVERS = [
  { issue: 'NOVEMBER 2025', scene: out.apronNight, opts: { focusX: 640 }, lines: ['Peak season readiness', 'New electric tractors on the apron', 'Harbour Academy 2026 calendar'] },
  { issue: 'JANUARY 2026', scene: aisle.solarRoof, opts: {}, lines: ['2025 in numbers', 'Rooftop solar phase two', 'Night shift at the CSS'] },
  { issue: 'MARCH 2026', scene: indoor.robotics, opts: { focusX: 640 }, lines: ['Automation milestones', 'Box Storage control upgrade', 'Safety week highlights'] },
  { issue: 'MAY 2026', scene: indoor.coolChain, opts: { focusX: 760 }, lines: ['Cool chain, end to end', 'CEIV Pharma recertified', 'Longer service hours'] },
  { issue: 'JULY 2026', scene: indoor.trainingClassroom, opts: { focusX: 600 }, lines: ['Harbour Academy graduates', 'Planting trees on Lantau', 'Drones on the roof'] },
  { issue: 'SEPTEMBER 2026', scene: out.aircraftLoading, opts: { kind: 'dusk', focusX: 680 }, lines: ['Record summer volumes', 'Electric fleet reaches 45%', 'Live animal centre milestone'] },
];

// ------------------------------------------------------------------------------------------
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMG = path.join(ROOT, 'public/assets/images');
const DOCDIR = path.join(ROOT, 'public/assets/docs');
const VID = path.join(ROOT, 'public/assets/video');
const only = (process.argv.find((a) => a.startsWith('--only=')) || '').slice(7);
const want = (grp) => !only || only.split(',').includes(grp);

async function pool(tasks, n = Math.max(1, os.cpus().length)) {
  let i = 0;
  const worker = async () => {
    while (i < tasks.length) {
      const t = tasks[i++];
      await t();
    }
  };
  await Promise.all(Array.from({ length: n }, worker));
}

/** Newsletter cover art: the scene drawn into the 600x420 window of the cover. */
function coverSvg(c, idx) {
  return plainSvg(`newsletter-${idx}`, 600, 800, (ctx, W, H) => {
    const body = c.scene(ctx, c.opts);
    const s = 420 / 800 * 1.25;
    const vis = W / s;
    const left = (c.opts.focusX ?? 600) - vis / 2;
    const art = `<g transform="translate(0 ${190 - 60}) scale(${s}) translate(${-left} 0)">${body}</g>`;
    return coverFrame(ctx, W, H, art, c.issue, c.lines);
  });
}

async function images() {
  fs.mkdirSync(IMG, { recursive: true });
  const tasks = [];
  for (const [name, [fn, o]] of Object.entries(PHOTOS)) {
    tasks.push(() => writeWebp(sceneSvg(name, 1200, 800, fn, o), path.join(IMG, `${name}.webp`), o.q ?? 72));
  }
  for (const [name, [fn, o]] of Object.entries(HEROES)) {
    const ov = { ...o, overlay: heroOverlay };
    tasks.push(() => writeWebp(sceneSvg(`hero-${name}`, 1920, 800, fn, ov), path.join(IMG, `hero-${name}.webp`), 70));
    tasks.push(() => writeWebp(sceneSvg(`hero-${name}`, 750, 900, fn, { ...ov, focusX: o.mFocusX ?? o.focusX }), path.join(IMG, `hero-${name}-m.webp`), 70));
  }
  for (let i = 1; i <= 8; i++) {
    tasks.push(() => writeWebp(plainSvg(`person-${i}`, 600, 600, (ctx, W, H) => portrait(ctx, W, H, i)), path.join(IMG, `person-${i}.webp`), 76));
    tasks.push(() => writeWebp(plainSvg(`award-${i}`, 600, 600, (ctx, W, H) => badge(ctx, W, H, i)), path.join(IMG, `award-${i}.webp`), 78));
  }
  for (let i = 1; i <= 6; i++) tasks.push(() => writeWebp(plainSvg(`cert-${i}`, 600, 600, (ctx, W, H) => cert(ctx, W, H, i)), path.join(IMG, `cert-${i}.webp`), 78));
  for (let i = 1; i <= 4; i++) tasks.push(() => writeWebp(plainSvg(`subsidiary-${i}`, 400, 200, (ctx, W, H) => subsidiary(ctx, W, H, i)), path.join(IMG, `subsidiary-${i}.webp`), 82));
  VIDEOS.forEach((v, k) => {
    const i = k + 1;
    tasks.push(() => writeWebp(posterSvg(v, i, 1280, 720), path.join(IMG, `video-${i}.webp`), 74));
  });
  COVERS.forEach((c, k) => tasks.push(() => writeWebp(coverSvg(c, k + 1), path.join(IMG, `newsletter-${k + 1}.webp`), 76)));
  tasks.push(() => writeJpeg(sceneSvg('og-default', 1200, 630, out.aircraftLoading, { kind: 'dusk', focusX: 820, overlay: ogOverlay }), path.join(IMG, 'og-default.jpg'), 82));
  await pool(tasks);
  console.log(`images: ${tasks.length} raster files written to ${path.relative(ROOT, IMG)}`);
}

function posterSvg(v, i, W, H, part = 'all') {
  return sceneSvg(`video-${i}`, W, H, v.scene, { ...v.opts, overlay: (ctx, w, h) => titleOverlay(ctx, w, h, v.title, 'HACTL VIDEO', part) });
}

function brand() {
  fs.mkdirSync(IMG, { recursive: true });
  fs.mkdirSync(path.join(ROOT, 'app'), { recursive: true });
  fs.writeFileSync(path.join(IMG, 'logo.svg'), logoSvg(false));
  fs.writeFileSync(path.join(IMG, 'logo-white.svg'), logoSvg(true));
  fs.writeFileSync(path.join(IMG, 'icon-notice.svg'), noticeIconSvg());
  fs.writeFileSync(path.join(ROOT, 'app/icon.svg'), appIconSvg());
  console.log('brand: logo.svg, logo-white.svg, icon-notice.svg, app/icon.svg');
}

function docs() {
  fs.mkdirSync(DOCDIR, { recursive: true });
  for (const d of DOCS) {
    let blocks = (d.blocks || []).map((b) => (typeof b === 'string' ? { p: b } : b));
    if (!blocks.length) {
      blocks = [
        { p: `${d.title} is published by Harbour Air Cargo Terminal Limited (HACTL), operator of SuperTerminal Two at Hong Kong International Airport.` },
        { p: 'SuperTerminal Two has a design capacity of 3.5 million tonnes a year and serves about 100 airlines around the clock. For questions about this document please contact Customer Service on +852 2753 0188 or enquiry@hactl-demo.com.' },
      ];
    }
    fs.writeFileSync(path.join(DOCDIR, d.file), makePdf({ title: d.title, subtitle: d.subtitle, blocks }));
  }
  console.log(`docs: ${DOCS.length} PDFs written to ${path.relative(ROOT, DOCDIR)}`);
}

function vttTime(t) {
  const ms = Math.round(t * 1000);
  const s = Math.floor(ms / 1000);
  return `00:00:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

async function videos() {
  fs.mkdirSync(VID, { recursive: true });
  const DUR = 7;
  // captions (written even without ffmpeg)
  VIDEOS.forEach((v, k) => {
    for (const [lang, cues] of Object.entries(v.cues)) {
      const step = DUR / cues.length;
      const body = cues.map((c, j) => `${j + 1}\n${vttTime(j * step)} --> ${vttTime(Math.min(DUR, (j + 1) * step))}\n${c}\n`).join('\n');
      fs.writeFileSync(path.join(VID, `video-${k + 1}.${lang}.vtt`), `WEBVTT\n\n${body}`);
    }
  });
  const probe = spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    console.warn('video: ffmpeg not found on PATH – skipping MP4 generation (captions were written). Install ffmpeg and re-run with --only=video.');
    return;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hactl-video-'));
  const FPS = 25;
  const N = DUR * FPS;
  for (let k = 0; k < VIDEOS.length; k++) {
    const v = VIDEOS[k];
    // The picture moves (slow zoom towards an anchor point) while the title stays still;
    // frame 0 is identical to the poster image.
    const png = path.join(tmp, `scene-${k + 1}.png`);
    const txt = path.join(tmp, `title-${k + 1}.png`);
    await writePng(posterSvg(v, k + 1, 2560, 1440, 'bg'), png);
    await writePng(plainSvg(`title-${k + 1}`, 1280, 720, (ctx, W, H) => titleOverlay(ctx, W, H, v.title, 'HACTL VIDEO', 'text')), txt);
    const [ax, ay] = v.move;
    const zExpr = `1+0.1*on/${N}`;
    const xExpr = `(iw-iw/zoom)*${ax}`;
    const yExpr = `(ih-ih/zoom)*${ay}`;
    const file = path.join(VID, `video-${k + 1}.mp4`);
    const args = [
      '-y', '-loglevel', 'error', '-loop', '1', '-framerate', String(FPS), '-i', png, '-loop', '1', '-framerate', String(FPS), '-i', txt,
      '-filter_complex', `[0:v]zoompan=z='${zExpr}':x='${xExpr}':y='${yExpr}':d=1:s=1280x720:fps=${FPS}[bg];[bg][1:v]overlay=0:0:format=auto,format=yuv420p[v]`,
      '-map', '[v]',
      '-frames:v', String(N), '-an', '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-crf', String(v.crf ?? 27), '-g', '50',
      '-threads', '1', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-map_metadata', '-1',
      '-fflags', '+bitexact', '-flags:v', '+bitexact', file,
    ];
    const r = spawnSync('ffmpeg', args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`ffmpeg failed for video-${k + 1}: ${r.stderr}`);
    console.log(`video: ${path.relative(ROOT, file)} ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

const t0 = Date.now();
if (want('brand')) brand();
if (want('docs')) docs();
if (want('images')) await images();
if (want('video')) await videos();
console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
