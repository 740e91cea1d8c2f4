// The end-to-end suite drives the system's Chromium (a browser download is never needed).
// On a fresh Debian machine where we are root, install it from the distribution's packages.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromePath)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`${chromePath} not found: installing Debian's chromium package…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  } else {
    console.error(
      `Chromium not found at ${chromePath}. Install it (Debian: apt-get install chromium) ` +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
}
