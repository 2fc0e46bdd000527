/**
 * The browser of the end-to-end tests and of the benchmark: Debian's Chromium, and the CJK system
 * fonts a Hong Kong visitor's phone has (Noto Sans CJK, Android's; the zh-hk and zh-cn font stacks
 * of app/globals.css name it). Without a CJK font Chromium draws every Chinese character as a box
 * after searching each fallback font for it: pages in Chinese (and the language switcher's 繁體中文
 * on every page) laid out and restyled far slower than on any phone, and the benchmark measured that
 * search, not the site. Installed with apt when missing and we are root (as on this machine and in CI).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function aptInstall(packages) {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')} > /dev/null`, { stdio: 'inherit', shell: '/bin/bash' });
}

/** Installs what is missing; throws when Chromium is missing and cannot be installed. */
export function ensureBrowser(log = console.log) {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!existsSync(CJK_FONT)) missing.push('fonts-noto-cjk');
  if (missing.length === 0) return;
  if (!isRoot()) {
    if (missing.includes('chromium')) throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium fonts-noto-cjk  (or set CHROMIUM_PATH)`);
    log('warning: no CJK font (sudo apt-get install -y fonts-noto-cjk): Chinese pages will lay out slowly, as on no phone');
    return;
  }
  log(`installing ${missing.join(' and ')} with apt…`);
  aptInstall(missing);
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing.`);
}
