import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The hama wheel the playground runs is the one PyPI published: checked against the hashes that
 * requirements.lock (Makefile, python-lock) gives it, like every Python package the build and the
 * tests install.
 */

/** The SHA-256 digests requirements.lock accepts for `requirement` (`name==version`). */
export function lockedHashes(lock: string, requirement: string): string[] {
  const entry = lock.split(/\n(?=\S)/).find((block) => block.startsWith(`${requirement} `) || block.startsWith(`${requirement}\n`));
  return entry ? [...entry.matchAll(/--hash=sha256:([0-9a-f]{64})/g)].map((match) => match[1]!) : [];
}

/**
 * The wheel's bytes checked against the hashes the lock gives `requirement`: a wheel that is not
 * the one PyPI published (a tampered cache, a changed index) is deleted and stops the build.
 */
export async function checkWheel(wheel: string, requirement: string, lock: string): Promise<void> {
  const allowed = lockedHashes(lock, requirement);
  if (allowed.length === 0)
    throw new Error(`The playground: requirements.lock lists no hashes for ${requirement}; run \`make python-lock\`.`);
  const digest = createHash('sha256')
    .update(await fs.readFile(wheel))
    .digest('hex');
  if (!allowed.includes(digest)) {
    await fs.rm(wheel, {force: true});
    throw new Error(
      `The playground's ${path.basename(wheel)} has SHA-256 ${digest}, which requirements.lock does not list for ${requirement}: ` +
        'it was deleted; the next build downloads it again.',
    );
  }
}
