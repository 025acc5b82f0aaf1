// Finds the Chromium the browser tests run in: CHROME_PATH, then the usual system names. Playwright's own
// browser download is not used (it cannot be fetched on every machine).
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium() {
  if (process.env.CHROME_PATH) return executable(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;
  if (executable('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of NAMES) if (dir && executable(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

export const HOW_TO_INSTALL = [
  'No Chromium found for the browser tests.',
  'Install one, then run the tests again:',
  '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
  '  macOS:          brew install --cask chromium   (or install Google Chrome)',
  'or point CHROME_PATH at a Chromium or Chrome executable:',
  '  CHROME_PATH=/path/to/chrome npm test',
].join('\n');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = findChromium();
  if (!found) {
    if (process.env.CHROME_PATH) console.error(`CHROME_PATH is set to "${process.env.CHROME_PATH}", which is not an executable.`);
    console.error(HOW_TO_INSTALL);
    process.exit(1);
  }
  console.log(`Browser tests run in ${found}`);
}
