import {useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {errorKinds} from '../Benchmark/tables';
import ScrollableTable from '../ScrollableTable';
import data from '../../../benchmarks/accuracy/sentence-results.json';
import styles from './styles.module.css';

type Pair = readonly [morpheme: string, tag: string];
type NounDifferences = {readonly missed: readonly string[]; readonly extra: readonly string[]};
type Word = {readonly form: string; readonly gold: readonly Pair[]; readonly hama: readonly Pair[] | null; readonly error: string | null};
type Sentence = {
  readonly id: string;
  readonly text: string;
  readonly words: readonly Word[];
  readonly nouns: Readonly<Record<string, NounDifferences>>;
  readonly analyses: Readonly<Record<string, readonly Pair[]>>;
  readonly kinds: readonly string[];
};
type Analyser = {readonly key: string; readonly name: string; readonly version: string};

const {
  sentences,
  analysers,
  kinds: kindCounts,
} = data as unknown as {
  sentences: readonly Sentence[];
  analysers: readonly Analyser[];
  kinds: Readonly<Record<string, number>>;
};
const [hama, ...peers] = analysers as [Analyser, ...Analyser[]];
/** Sentences shown at a time: each is a table, and a long list is slow to lay out on a phone. */
const PAGE = 10;
/**
 * The count (a live region, which announces every change) follows the list once the reader pauses
 * this long, so that it is said once, not at every key; the list itself follows at once.
 */
const ANNOUNCE_PAUSE_MS = 500;

/**
 * The browser's own words (the English in i18n/en/code.json, brought with this chunk rather than with
 * main.js: src/plugins/code-translations). The names of the kinds of error in a word are the page's own (errorKinds).
 */
const wordsOfBrowser = () => ({
  kinds: {
    missedNoun: translate({id: 'benchmark.browser.kind.missedNoun', message: '놓친 명사'}),
    extraNoun: translate({id: 'benchmark.browser.kind.extraNoun', message: '더한 명사'}),
    wrongSplit: translate({id: 'benchmark.browser.kind.wrongSplit', message: '어절을 잘못 나눔'}),
    wrongTag: translate({id: 'benchmark.browser.kind.wrongTag', message: '태그가 틀림'}),
    unknown: translate({id: 'benchmark.browser.kind.unknown', message: '문장 부호 말고도 모르는 말(u)이 있음'}),
  } as Record<string, string>,
  all: translate({id: 'benchmark.browser.all', message: '모든 문장'}),
  filter: translate({id: 'benchmark.browser.filter', message: 'hama의 오류 종류'}),
  search: translate({id: 'benchmark.browser.search', message: '낱말로 찾기'}),
  count: (count: number) =>
    translate({id: 'benchmark.browser.count', message: '문장 {total}개 중 {count}개'}, {count, total: sentences.length}),
  more: (count: number, left: number) =>
    translate({id: 'benchmark.browser.more', message: '{count}개 더 보기 (남은 문장 {left}개)'}, {count, left}),
  word: translate({id: 'benchmark.browser.word', message: '어절'}),
  verdict: translate({id: 'benchmark.browser.verdict', message: '판정'}),
  right: translate({id: 'benchmark.browser.right', message: '맞음'}),
  notCompared: translate({id: 'benchmark.browser.notCompared', message: '비교하지 않음'}),
  punctuation: translate({id: 'benchmark.browser.punctuation', message: '문장 부호를 u로 봄'}),
  table: (text: string) => translate({id: 'benchmark.browser.table', message: '어절별 분석: {text}'}, {text}),
  nouns: (missed: string, extra: string) =>
    translate({id: 'benchmark.browser.nouns', message: '놓친 명사 {missed} · 더한 명사 {extra}'}, {missed, extra}),
  none: translate({id: 'benchmark.browser.none', message: '없음'}),
});
type Words = ReturnType<typeof wordsOfBrowser>;

const show = (pairs: readonly Pair[]) => pairs.map(([morpheme, tag]) => `${morpheme}/${tag}`).join(' + ');
const joined = (pairs: readonly Pair[]) => pairs.map(([morpheme]) => morpheme).join('');
/** hama gives every punctuation mark u: shown as such, not as a wrong word (the kinds of sentence leave it out too). */
const punctuationAsUnknown = (word: Word) => word.error === 'unknown' && word.gold.every(([, tag]) => tag === 's');
/** The sentences' text in lower case, for a search that ignores the case of Latin letters. */
const lowerTexts = new Map(sentences.map((s) => [s, s.text.toLowerCase()]));

function verdict(word: Word, words: Words, wordErrors: Record<string, string>): string {
  if (punctuationAsUnknown(word)) return words.punctuation;
  if (word.error) return wordErrors[word.error] ?? word.error;
  // No verdict where the gold restores a base form or hama cut the text otherwise (corpus.py).
  return word.hama && joined(word.hama) === joined(word.gold) ? words.right : words.notCompared;
}

function SentenceView({sentence, words}: {sentence: Sentence; words: Words}): ReactNode {
  const wordErrors = errorKinds(translate);
  const list = (nouns: readonly string[]) => nouns.join(', ') || words.none;
  return (
    // Focusable by script: "more" moves the reader to the first sentence it added.
    <li className={styles.sentence} tabIndex={-1}>
      <p className={styles.text}>{sentence.text}</p>
      <ScrollableTable className={styles.words} label={words.table(sentence.text)}>
        <thead>
          <tr>
            <th scope="col">{words.word}</th>
            <th scope="col">{translate({id: 'benchmark.column.goldAnalysis', message: '정답'})}</th>
            <th scope="col">{hama.name}</th>
            <th scope="col">{words.verdict}</th>
          </tr>
        </thead>
        <tbody>
          {sentence.words.map((word, i) => (
            <tr key={i} className={word.error && !punctuationAsUnknown(word) ? styles.wrong : undefined}>
              <td>{word.form}</td>
              <td>
                <code>{show(word.gold)}</code>
              </td>
              <td>{word.hama ? <code>{show(word.hama)}</code> : '—'}</td>
              <td>{verdict(word, words, wordErrors)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <ul>
        {analysers.map((analyser) => (
          <li key={analyser.key}>
            {analyser.name}: {words.nouns(list(sentence.nouns[analyser.key]!.missed), list(sentence.nouns[analyser.key]!.extra))}
          </li>
        ))}
      </ul>
      {peers.map((peer) => (
        <p key={peer.key}>
          {peer.name}: <code>{sentence.analyses[peer.key]!.map(([m, t]) => `${m}/${t}`).join(' ')}</code>
        </p>
      ))}
    </li>
  );
}

/** The sentences, filtered by what hama got wrong in them and by a word they contain. */
export default function Browser(): ReactNode {
  const words = wordsOfBrowser();
  const id = useId();
  const [kind, setKind] = useState('');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  const word = useDeferredValue(query.normalize('NFC').trim().toLowerCase());
  const matching = useMemo(
    () => sentences.filter((s) => (!kind || s.kinds.includes(kind)) && (!word || lowerTexts.get(s)!.includes(word))),
    [kind, word],
  );
  const count = words.count(matching.length);
  const [announced, setAnnounced] = useState(count);
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(count), ANNOUNCE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [count]);
  const list = useRef<HTMLOListElement>(null);
  // After "more", the first sentence it added, so that the reader goes on from there (the button may be gone).
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    (list.current?.children[focusAt.current] as HTMLElement | undefined)?.focus();
    focusAt.current = null;
  }, [shown]);
  return (
    <div>
      <div className={styles.controls}>
        <label htmlFor={`${id}-kind`}>{words.filter}</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value);
            setShown(PAGE);
          }}>
          <option value="">{words.all}</option>
          {Object.entries(words.kinds).map(([key, label]) => (
            <option key={key} value={key}>
              {`${label} (${kindCounts[key] ?? 0})`}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-word`}>{words.search}</label>
        <input
          id={`${id}-word`}
          type="search"
          maxLength={40}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setShown(PAGE);
          }}
        />
      </div>
      <p role="status">{announced}</p>
      <ol ref={list}>
        {matching.slice(0, shown).map((sentence) => (
          <SentenceView key={sentence.id} sentence={sentence} words={words} />
        ))}
      </ol>
      {matching.length > shown && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            focusAt.current = shown;
            setShown(shown + PAGE);
          }}>
          {words.more(Math.min(PAGE, matching.length - shown), matching.length - shown)}
        </button>
      )}
    </div>
  );
}
