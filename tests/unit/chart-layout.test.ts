import {describe, expect, it} from 'vitest';
import results from '@site/benchmarks/accuracy/results.json';
import {layout, MARGIN, SIZES} from '@site/src/components/Benchmark/chartLayout';

describe('the accuracy chart layout (chartLayout.ts)', () => {
  for (const [name, size] of Object.entries(SIZES)) {
    it(`places every point inside the ${name} plot, faster to the right and more accurate higher up`, () => {
      const {labels, x, y} = layout(results.analysers, size);
      expect(labels).toHaveLength(results.analysers.length);
      for (const a of results.analysers) {
        expect(x(a.speed.sentencesPerSecond)).toBeGreaterThanOrEqual(MARGIN.left);
        expect(x(a.speed.sentencesPerSecond)).toBeLessThanOrEqual(size.width - MARGIN.right);
        expect(y(a.nouns.f1)).toBeGreaterThanOrEqual(MARGIN.top);
        expect(y(a.nouns.f1)).toBeLessThanOrEqual(size.height - MARGIN.bottom);
      }
      expect(x(100)).toBeGreaterThan(x(10));
      expect(y(0.9)).toBeLessThan(y(0.5));
    });
  }
});
