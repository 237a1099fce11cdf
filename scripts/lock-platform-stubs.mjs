#!/usr/bin/env node
// Adds lock entries for optional platform binaries the registry mirror lacks (README, "Updating
// dependencies").
import fs from 'node:fs';
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pk = lock.packages;
const osOf = (n) =>
  ['darwin', 'win32', 'freebsd', 'android', 'openharmony', 'linux'].find((o) =>
    n.includes(`-${o}-`),
  );
const cpuOf = (n) =>
  ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'].find((c) =>
    n.includes(`-${c}`),
  );
let added = 0;
for (const [path, node] of Object.entries(pk)) {
  for (const [dep, ver] of Object.entries(node.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    const nested = `${path ? path + '/' : ''}node_modules/${dep}`;
    if (pk[key] || pk[nested]) continue;
    const os = osOf(dep);
    const cpu = cpuOf(dep);
    if (!cpu) {
      console.error('skip', dep);
      continue;
    }
    const entry = { version: ver.replace(/^[\^~=]/, ''), cpu: [cpu], optional: true };
    if (os && cpu !== 'wasm32') entry.os = [os];
    if (/-gnu|gnueabihf/.test(dep)) entry.libc = ['glibc'];
    if (/-musl/.test(dep)) entry.libc = ['musl'];
    pk[key] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
