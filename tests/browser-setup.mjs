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

/**
 * The engines of the cross-engine journey (tests/engines): Firefox ESR and WebKitGTK, Debian's own
 * (Playwright cannot download its Firefox and WebKit builds here). firefox-esr must be ESR 153, from
 * bookworm-security: Playwright 1.64's BiDi channel does not work with the 140 of the main suite.
 * WebKitWebDriver drives the GTK3 MiniBrowser (webkit2gtk-driver), which needs an X display (xvfb,
 * xauth: xvfb-run) and plays H.264 video through GStreamer's libav plugin.
 */
export const ENGINE_FILES = {
  '/usr/bin/firefox-esr': 'firefox-esr',
  '/usr/bin/WebKitWebDriver': 'webkit2gtk-driver',
  '/usr/bin/xvfb-run': 'xvfb',
  '/usr/bin/xauth': 'xauth',
  '/usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgstlibav.so': 'gstreamer1.0-libav',
};
const FIREFOX_ESR_MAJOR = 153;

function firefoxMajor() {
  try {
    return Number(/Firefox (\d+)/.exec(execSync('/usr/bin/firefox-esr --version', { encoding: 'utf8' }))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Installs the engines' packages when missing (as root); throws with the apt command otherwise. */
export function ensureEngines(log = console.log) {
  const missing = Object.entries(ENGINE_FILES).filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
  const oldFirefox = !missing.includes('firefox-esr') && firefoxMajor() < FIREFOX_ESR_MAJOR;
  if (oldFirefox) missing.push('firefox-esr');
  if (missing.length === 0) return;
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (!isRoot()) {
    throw new Error(
      `The cross-engine tests need ${missing.join(', ')}${oldFirefox ? ` (firefox-esr ${FIREFOX_ESR_MAJOR} or later, from the security suite)` : ''}. Install them with: sudo apt-get update && sudo ${command}`,
    );
  }
  log(`installing ${missing.join(', ')} with apt…`);
  aptInstall(missing);
  const still = Object.keys(ENGINE_FILES).filter((file) => !existsSync(file));
  if (still.length > 0) throw new Error(`apt-get finished but ${still.join(', ')} ${still.length === 1 ? 'is' : 'are'} still missing.`);
  if (firefoxMajor() < FIREFOX_ESR_MAJOR) throw new Error(`firefox-esr is older than ${FIREFOX_ESR_MAJOR}: is bookworm-security in the apt sources?`);
}
