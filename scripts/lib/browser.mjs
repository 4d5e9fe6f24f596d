// Finds a Chromium for the end-to-end tests. Nothing is downloaded: we use the system's browser
// (Debian's `chromium` package), installing it with apt when we are allowed to.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The flags Debian's Chromium needs in this sandbox (STACK-NOTES.md): the end-to-end tests,
 * Lighthouse and the scroll bench all launch it with these.
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's slow 4G, applied by the browser (CDP `Network.emulateNetworkConditions`). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findBrowser() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
  }
  return candidates.find((path) => existsSync(path));
}

const HOW_TO =
  'The end-to-end tests need Chromium. Install it with:\n' +
  '  sudo apt-get install -y chromium        (Debian/Ubuntu)\n' +
  'or point CHROME_PATH at an installed Chrome/Chromium, e.g.\n' +
  '  CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm test';

/** Returns a browser path, installing Debian's chromium when running as root with apt; else explains. */
export function ensureBrowser() {
  const found = findBrowser();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("Chromium not found; installing Debian's chromium package (about a minute)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env,
    });
    if (result.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
        stdio: 'inherit',
        env,
      });
    }
    const installed = findBrowser();
    if (installed) return installed;
  }
  console.error(HOW_TO);
  process.exit(2);
}

/**
 * A new visitor's phone, for the benches: a fresh context at 390×844 (touch, twice the pixels, the
 * position question answered "not now") and one page at `cpuRate`× CPU on a slow 4G line.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 */
export async function openSlowPhone(browser, baseURL, cpuRate = 4) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL,
  });
  await context.addInitScript(() => {
    globalThis.localStorage.setItem('positionAnswer', JSON.stringify('dismissed'));
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { context, page };
}
