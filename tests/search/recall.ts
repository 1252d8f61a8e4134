/** Scoring of the query set (queries.json): shared by the browser test, the unit test and the engine comparison. */

/**
 * The bars of issue #14 on each set the engine was not tuned on (`test` and
 * `new`; queries.json's note says how each was made).
 */
export const MIN_RECALL = {at1: 0.85, at3: 0.95};
/** The sets the engine is not tuned on; `dev` is the one it is. */
export const HELD_OUT_SETS: readonly string[] = ['test', 'new'];
/** Issue #52's bars for the held-out sets taken together. */
export const MIN_HELD_OUT_RECALL = {at1: 0.92, at3: 0.97};

export type RankedQuery = {
  readonly q: string;
  /** Addresses a reader would accept; one without '#' accepts any section of that page. */
  readonly want: readonly string[];
  /** Result addresses, best first, relative to the base URL (`/docs/installation#venv`). */
  readonly results: readonly string[];
};

function accepts(want: string, result: string): boolean {
  return want.includes('#') ? result === want : result.split('#')[0] === want;
}

/** Position (1-based) of the first wanted result, or 0 when none is wanted. */
export function rankOfWanted({want, results}: RankedQuery): number {
  return results.findIndex((result) => want.some((w) => accepts(w, result))) + 1;
}

export function recallOf(queries: readonly RankedQuery[]) {
  const ranks = queries.map(rankOfWanted);
  const share = (found: (rank: number) => boolean) => ranks.filter(found).length / queries.length;
  return {
    at1: share((rank) => rank === 1),
    at3: share((rank) => rank >= 1 && rank <= 3),
    misses: queries
      .filter((_, i) => ranks[i] === 0 || ranks[i] > 3)
      .map((query) => `${query.q} → wanted ${query.want.join(' or ')}, got ${query.results.slice(0, 3).join(', ') || 'nothing'}`),
  };
}
