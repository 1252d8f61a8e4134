/**
 * Whether the reader is on 2g or has asked to save data: then nothing is
 * fetched ahead of need (SPEC.md §7). The Network Information API is
 * Chromium's only, hence not in TypeScript's DOM types.
 */
export function isSlowConnection(): boolean {
  const {connection} = navigator as Navigator & {connection?: {effectiveType: string; saveData: boolean}};
  return Boolean(connection?.effectiveType.includes('2g') || connection?.saveData);
}
