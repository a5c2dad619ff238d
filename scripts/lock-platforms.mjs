// Adds to package-lock.json the optional per-platform binaries that npm left out because this
// machine's registry does not serve them (npm/cli#9846). Without them `npm ci` refuses the lock
// ("Missing: @unrs/resolver-binding-… from lock file"); with them it skips them (os/cpu do not match).
// Run after `npm install` changes the lock: `node scripts/lock-platforms.mjs`.
import fs from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x'];
const OSES = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OSES.includes(p));
  const cpu = parts.find((p) => CPUS.includes(p));
  return os && cpu ? { os, cpu } : null;
}

let added = 0;
for (const [, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    const platform = platformOf(dep);
    if (lock.packages[key] || !platform) continue;
    const base = dep.split('/').pop();
    lock.packages[key] = {
      version,
      resolved: `https://registry.npmjs.org/${dep}/-/${base}-${version}.tgz`,
      cpu: [platform.cpu],
      os: [platform.os],
      optional: true,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: ${added} optional platform entries added`);
