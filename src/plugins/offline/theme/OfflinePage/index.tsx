import {useCallback, useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {usePluginData} from '@docusaurus/useGlobalData';
import {
  ask,
  canWorkOffline,
  NoAnswer,
  type Choice,
  type GroupStatus,
  type Progress,
  type Status,
} from '@site/src/plugins/offline/client/worker';
import type {OfflineData} from '@site/src/plugins/offline';
import {wordsOfOfflinePage, type Text} from './text';
import styles from './styles.module.css';

/** Why storing stopped: the worker's message, the storage quota, or no answer from the worker. */
type Failure = {reason: 'error'; message: string} | {reason: 'quota' | 'no-answer'};
type Job = {state: 'idle'} | {state: 'busy'; progress?: Progress} | {state: 'done'; seconds: number} | ({state: 'failed'} & Failure);

/** What a failed message exchange means for the reader. */
const failureOf = (error: unknown): Failure =>
  error instanceof NoAnswer ? {reason: 'no-answer'} : {reason: 'error', message: String((error as Error)?.message ?? error)};

const megabytes = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString(undefined, {minimumFractionDigits: 1, maximumFractionDigits: 1})} MB`;

/** What a count and a size read as until the worker has answered: the lines are there from the start, about as long, so nothing moves. */
const UNKNOWN = '…';
const UNKNOWN_SIZE = '… MB';

function sum(groups: readonly (GroupStatus | undefined)[]): GroupStatus {
  return groups.reduce<GroupStatus>(
    (total, group) => ({
      files: total.files + (group?.files ?? 0),
      bytes: total.bytes + (group?.bytes ?? 0),
      keptFiles: total.keptFiles + (group?.keptFiles ?? 0),
      keptBytes: total.keptBytes + (group?.keptBytes ?? 0),
    }),
    {files: 0, bytes: 0, keptFiles: 0, keptBytes: 0},
  );
}

function JobStatus({job, text}: {job: Job; text: Text}): ReactNode {
  if (job.state === 'busy' && job.progress) {
    const {done, total} = job.progress;
    return (
      <div className={styles.progress}>
        <progress value={done.bytes} max={total.bytes} aria-label={text.progress} />
        <span>{text.progressText(done.files, total.files, megabytes(done.bytes), megabytes(total.bytes))}</span>
      </div>
    );
  }
  if (job.state === 'done') return <p>{text.storedIn(job.seconds.toFixed(1))}</p>;
  if (job.state === 'failed') {
    return (
      <p role="alert" className={styles.failed}>
        {job.reason === 'error' ? text.failed(job.message) : job.reason === 'quota' ? text.quota : text.noAnswer}
      </p>
    );
  }
  return null;
}

/** One thing the reader can keep: what it holds, its size before anything is downloaded, and store or remove. */
function Choice({
  id,
  what,
  title,
  children,
  group,
  stored,
  onChange,
  text,
}: {
  id: string;
  what: Choice;
  title: string;
  children: ReactNode;
  /** Unknown until the worker answers. */
  group: GroupStatus | undefined;
  stored: boolean;
  onChange: () => void;
  text: Text;
}): ReactNode {
  // The playground links here (#runtime): the build's link check learns of the section's id.
  useBrokenLinks().collectAnchor(id);
  const [job, setJob] = useState<Job>({state: 'idle'});
  const store = async () => {
    setJob({state: 'busy'});
    // Asks the browser not to clear these copies under storage pressure; it may say no.
    void navigator.storage?.persist?.();
    try {
      const reply = await ask({type: 'store', what}, (progress) => setJob({state: 'busy', progress}));
      if (reply.type === 'stored') setJob({state: 'done', seconds: reply.ms / 1000});
      else setJob({state: 'failed', ...(reply.reason === 'quota' ? {reason: 'quota'} : {reason: 'error', message: reply.message})});
    } catch (error) {
      setJob({state: 'failed', ...failureOf(error)});
    }
    onChange();
  };
  const remove = async () => {
    setJob({state: 'busy'});
    try {
      await ask({type: 'remove', what});
      setJob({state: 'idle'});
    } catch (error) {
      setJob({state: 'failed', ...failureOf(error)});
    }
    onChange();
  };
  const busy = job.state === 'busy';
  return (
    <section id={id} className={styles.choice} aria-busy={busy}>
      <Heading as="h2">{title}</Heading>
      {children}
      <p className={styles.state} role="status">
        {!group
          ? text.loading
          : stored
            ? text.stored({size: megabytes(group.bytes)})
            : text.partly({kept: group.keptFiles, size: megabytes(group.keptBytes)})}
      </p>
      <JobStatus job={job} text={text} />
      {!group ? (
        // Until the worker answers, the button's place is kept, so that nothing below moves when it comes.
        <button type="button" className="button button--primary" disabled>
          {text.store({size: UNKNOWN_SIZE})}
        </button>
      ) : stored ? (
        <button type="button" className="button button--secondary" disabled={busy} onClick={remove}>
          {text.remove}
        </button>
      ) : (
        <button type="button" className="button button--primary" disabled={busy} onClick={store}>
          {text.store({size: megabytes(group.bytes - group.keptBytes)})}
        </button>
      )}
    </section>
  );
}

/**
 * /offline: keep the edition (its pages, the blog's posts, search), and separately the
 * playground's runtime, in this browser (issue #26). Sizes come from the
 * edition's worker, which knows every file of its build (listing.ts).
 */
export default function OfflinePage(): ReactNode {
  const {switchedOff} = usePluginData('offline') as OfflineData;
  const [status, setStatus] = useState<Status | 'unsupported' | 'no-answer' | 'switched-off' | null>(null);
  const refresh = useCallback(() => {
    if (switchedOff) return setStatus('switched-off');
    if (!canWorkOffline()) return setStatus('unsupported');
    ask({type: 'status'}).then(
      (answer) => setStatus('groups' in answer ? answer : 'no-answer'),
      () => setStatus('no-answer'),
    );
  }, [switchedOff]);
  useEffect(refresh, [refresh]);

  const text = wordsOfOfflinePage();
  const known = typeof status === 'object' ? status : undefined;
  const unavailable = status === 'unsupported' || status === 'no-answer' || status === 'switched-off';
  const groups = known?.groups;
  const choices = known?.choices;
  const sizeOf = (group: 'page' | 'search' | 'asset') => (groups ? megabytes(groups[group]?.bytes ?? 0) : UNKNOWN_SIZE);
  return (
    <Layout title={text.title} description={text.description}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{text.title}</Heading>
        <p>{text.intro}</p>
        {status === 'unsupported' && <p className={styles.failed}>{text.unsupported}</p>}
        {status === 'no-answer' && (
          <p role="alert" className={styles.failed}>
            {text.noAnswer}
          </p>
        )}
        {status === 'switched-off' && <p className={styles.failed}>{text.switchedOff}</p>}
        {!unavailable && (
          <>
            <Choice
              id="edition"
              what="edition"
              title={text.edition}
              group={groups && sum([groups.page, groups.search, groups.asset])}
              stored={Boolean(choices?.edition)}
              onChange={refresh}
              text={text}>
              <ul>
                <li>{text.pages({count: groups ? (groups.page?.files ?? 0) : UNKNOWN, size: sizeOf('page')})}</li>
                <li>{text.search({size: sizeOf('search')})}</li>
                <li>{text.assets({size: sizeOf('asset')})}</li>
              </ul>
            </Choice>
            <Choice
              id="runtime"
              what="runtime"
              title={text.runtime}
              group={groups && sum([groups.runtime])}
              stored={Boolean(choices?.runtime)}
              onChange={refresh}
              text={text}>
              <p>{text.runtimeIntro}</p>
            </Choice>
          </>
        )}
      </main>
    </Layout>
  );
}
