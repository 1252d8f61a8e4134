import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkWheel, lockedHashes} from '@site/src/plugins/playground/wheel';

const lock = await fs.readFile(path.resolve(__dirname, '../../requirements.lock'), 'utf8');

async function wheelFile(bytes: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wheel-'));
  const file = path.join(dir, 'hama-1.0.0-py3-none-any.whl');
  await fs.writeFile(file, bytes);
  return file;
}

describe('what the build and the tests install from PyPI (issue #53)', () => {
  it('the venv: every package of requirements.lock, installed with --require-hashes', async () => {
    const makefile = await fs.readFile(path.resolve(__dirname, '../../Makefile'), 'utf8');
    expect(makefile).toMatch(/pip install [^\n]*--require-hashes -r requirements\.lock/);
  });

  it("the playground's hama wheel has its hashes in requirements.lock, as every other entry", () => {
    const hashes = lockedHashes(lock, 'hama==1.0.0');
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // Every entry of the lock carries hashes: pip installs it with --require-hashes.
    for (const entry of lock.split(/\n(?=[a-z])/).filter((block) => /^[a-z0-9-]+==/.test(block))) {
      expect(entry, entry.split('\n')[0]).toMatch(/--hash=sha256:[0-9a-f]{64}/);
    }
  });

  it("the playground's wheel is refused, and deleted, when its bytes are not a published one", async () => {
    const file = await wheelFile('not the wheel PyPI published');
    await expect(checkWheel(file, 'hama==1.0.0', lock)).rejects.toThrow(/requirements\.lock does not list/);
    await expect(fs.stat(file)).rejects.toThrow();
  });

  it("the playground's wheel is accepted when its SHA-256 is one the lock lists", async () => {
    const bytes = 'a wheel';
    const file = await wheelFile(bytes);
    const digest = createHash('sha256').update(bytes).digest('hex');
    await expect(checkWheel(file, 'hama==1.0.0', `hama==1.0.0 \\\n    --hash=sha256:${digest}\n`)).resolves.toBeUndefined();
  });
});
