import {describe, expect, it} from 'vitest';
import {installedVersion, locate, sha256Of, UPSTREAM} from '@site/src/plugins/shared/upstream';

/**
 * The upgrade guard: every Docusaurus file we swap, copy or rely on the
 * insides of is still the file we read. After an upgrade, a failure here
 * names the file and what of ours depends on it: read the upstream change,
 * carry it into ours if it matters, then record the new version and checksum
 * in src/plugins/shared/upstream.ts (docs/contributing.md, "Docusaurus 올리기").
 */
describe('upstream Docusaurus files', () => {
  for (const [name, file] of Object.entries(UPSTREAM)) {
    it(`${name}: ${file.module} is the file we read in ${file.version}`, () => {
      const changed = `${file.module} changed: we read it in ${file.version}, ${installedVersion(file.module)} is installed. Review what depends on it (${file.ours}), then record its version and sha256 in src/plugins/shared/upstream.ts`;
      expect(sha256Of(locate(file.module)), changed).toBe(file.sha256);
      expect(installedVersion(file.module), changed).toBe(file.version);
    });
  }
});
