// The browser tests drive Debian's Chromium (Playwright's own download is not used). Installs it
// when missing and we may (root with apt-get), else says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian chromium for the browser tests...');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji',
      {
        stdio: 'inherit',
      },
    );
  } else {
    console.error(
      `Chromium not found at ${path}. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}
