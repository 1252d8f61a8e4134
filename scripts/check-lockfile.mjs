// Fails when package.json asks for a dependency that package-lock.json does
// not record with the same range: the lockfile was not updated with it.
// (`npm ci` would say so too, but see the Makefile for why we cannot use it.)
import fs from 'node:fs';

const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const locked = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')).packages[''];
const drift = ['dependencies', 'devDependencies'].flatMap((field) =>
  Object.entries(manifest[field] ?? {})
    .filter(([name, range]) => locked[field]?.[name] !== range)
    .map(([name, range]) => `${name}@${range} (${field})`),
);
if (drift.length) {
  console.error(`package-lock.json is out of date for: ${drift.join(', ')}. Run npm install and commit the lockfile.`);
  process.exit(1);
}
