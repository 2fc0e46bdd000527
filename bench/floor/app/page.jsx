import { Sections } from './sections';

/** The floor page: one static server-rendered page, no client component, the text of sections.jsx. */
export default function Page() {
  return (
    <main>
      <h1>Harbour Air Cargo Terminal</h1>
      <Sections />
    </main>
  );
}
