import Image from 'next/image';
import { Sections } from '../sections';
import hero from './hero.json';

/**
 * The hero floor: the floor page with one hero image above its text, the way Next.js documents it
 * (next/image with `preload`, full width). bench/run.mjs copies the site's own home hero (its phone
 * version: Lighthouse measures a phone) into public/ and writes hero.json before it builds the floor,
 * so the site's LCP is compared with the framework's for the same picture.
 */
export default function HeroPage() {
  return (
    <main>
      <Image src={hero.src} alt="" width={hero.width} height={hero.height} sizes="100vw" preload style={{ width: '100%', height: 'auto' }} />
      <h1>Harbour Air Cargo Terminal</h1>
      <Sections />
    </main>
  );
}
