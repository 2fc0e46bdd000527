/**
 * The floor's text: about as much as a template of the site (4,000 characters of visible text; the
 * site's templates have 3,300-5,300). Both floor pages show it.
 */
export const SECTIONS = [
  {
    title: 'A terminal that never sleeps',
    text: 'Cargo arrives at every hour of the day and night. Freighters from Europe land before dawn, belly holds from North America come in through the morning, and regional flights fill the afternoon. The terminal is staffed around the clock so that every shipment is checked in, weighed, screened and stored within minutes of reaching the dock.',
  },
  {
    title: 'Storage built for the peak',
    text: 'Two automated systems hold the loose boxes and the built-up containers. Stacker cranes move them between thousands of storage positions without a forklift on the floor, and the control system knows where each piece sits. When an airline closes a flight, its cargo is already queued at the build-up stations in the order it will be loaded.',
  },
  {
    title: 'Special cargo, special care',
    text: 'Pharmaceuticals travel in temperature-controlled rooms from two to eight degrees and from fifteen to twenty-five. Live animals rest in quiet, ventilated pens with a veterinarian on call. Valuables pass through a strong room under constant watch, and dangerous goods are accepted only after a trained officer has checked every declaration and label.',
  },
  {
    title: 'Collection and delivery',
    text: 'Forwarders book a time slot before they drive to the terminal, so trucks wait minutes instead of hours. At the counter, documents are checked against the air waybill, fees are settled, and the shipment is released to the dock where it was staged. Import cargo is ready for collection within a few hours of the flight landing.',
  },
  {
    title: 'Training the people who move the world',
    text: 'An accredited training school runs courses on dangerous goods regulations, live animal handling and cargo introduction for staff, airlines and forwarders alike. Classes are small, instructors come from the operations floor, and every course ends with an examination recognised across the industry. Sessions are held in English and in Chinese.',
  },
  {
    title: 'Greener every year',
    text: 'Solar panels cover the roofs, electric tractors tow the dollies across the apron, and rainwater is collected for cleaning. Each year the terminal publishes its energy use, waste and emissions, with the targets it set and how far it got. Customers receive a report of the carbon footprint of the handling of their own shipments on request.',
  },
  {
    title: 'Performance you can check',
    text: 'Every month the terminal publishes how quickly it handled cargo against the standards it promised: time from landing to availability, time from acceptance to build-up, truck waiting times and the share of shipments handled without an irregularity. The figures are audited, and they are discussed with airline customers at regular service reviews.',
  },
  {
    title: 'Talk to us',
    text: 'Customer service is open every day of the year. Call the hotline, write to the service desk or visit the counter in the terminal building. For bookings, tracing, claims and invoices the team answers within one working day, and for urgent shipments a duty manager can be reached at any hour through the operations control centre.',
  },
  {
    title: 'Security without delay',
    text: 'Every piece of export cargo is screened before it is built up, by X-ray, explosive trace detection or a trained dog team, depending on its size and content. Known consignors who secure their own supply chain skip the queue, and the screening record follows the shipment electronically to the airline, so nothing is screened twice.',
  },
  {
    title: 'Systems that talk to each other',
    text: 'Airlines, forwarders and customs receive status messages the moment a shipment changes hands. Bookings, weights, dimensions and special handling codes arrive electronically before the truck does, and discrepancies are flagged at once. Customers follow their cargo online from acceptance to departure, and from arrival to collection.',
  },
  {
    title: 'A place to work',
    text: 'More than three thousand people work at the terminal: operators, engineers, officers, drivers and planners. New colleagues learn on the job beside experienced ones, apprentices train as technicians, and everyone is encouraged to suggest a better way of doing things. Safety comes first, and every near miss is reported and learned from.',
  },
];

export function Sections() {
  return SECTIONS.map((section) => (
    <section key={section.title}>
      <h2>{section.title}</h2>
      <p>{section.text}</p>
    </section>
  ));
}
