import {useCallback, useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {ask, canWorkOffline, type Choice, type GroupStatus, type Progress, type Status} from '@site/src/plugins/offline/client/worker';
import styles from './styles.module.css';

type Job = {state: 'idle'} | {state: 'busy'; progress?: Progress} | {state: 'done'; seconds: number} | {state: 'failed'; message: string};

const megabytes = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString(undefined, {minimumFractionDigits: 1, maximumFractionDigits: 1})} MB`;

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

function JobStatus({job}: {job: Job}): ReactNode {
  if (job.state === 'busy' && job.progress) {
    const {done, total} = job.progress;
    return (
      <div className={styles.progress}>
        <progress value={done.bytes} max={total.bytes} aria-label={translate({id: 'offline.page.progress', message: '저장 진행률'})} />
        <span>
          {translate(
            {id: 'offline.page.progressText', message: '{done} / {total} 파일, {doneBytes} / {totalBytes}'},
            {done: done.files, total: total.files, doneBytes: megabytes(done.bytes), totalBytes: megabytes(total.bytes)},
          )}
        </span>
      </div>
    );
  }
  if (job.state === 'done') {
    return (
      <p>{translate({id: 'offline.page.storedIn', message: '저장을 마쳤습니다 ({seconds}초).'}, {seconds: job.seconds.toFixed(1)})}</p>
    );
  }
  if (job.state === 'failed') {
    return (
      <p className={styles.failed}>
        {translate(
          {
            id: 'offline.page.failed',
            message: '저장하지 못했습니다: {message}. 받은 파일은 남아 있으니, 다시 누르면 나머지를 이어서 받습니다.',
          },
          {message: job.message},
        )}
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
}: {
  id: string;
  what: Choice;
  title: string;
  children: ReactNode;
  /** Unknown until the worker answers. */
  group: GroupStatus | undefined;
  stored: boolean;
  onChange: () => void;
}): ReactNode {
  // The playground links here (#runtime): the build's link check learns of the section's id.
  useBrokenLinks().collectAnchor(id);
  const [job, setJob] = useState<Job>({state: 'idle'});
  const store = async () => {
    setJob({state: 'busy'});
    // Asks the browser not to clear these copies under storage pressure; it may say no.
    void navigator.storage?.persist?.();
    const reply = await ask<{type: 'stored'; ms: number} | {type: 'failed'; message: string}>({type: 'store', what}, (progress) =>
      setJob({state: 'busy', progress}),
    );
    setJob(reply.type === 'stored' ? {state: 'done', seconds: reply.ms / 1000} : {state: 'failed', message: reply.message});
    onChange();
  };
  const remove = async () => {
    setJob({state: 'busy'});
    await ask({type: 'remove', what});
    setJob({state: 'idle'});
    onChange();
  };
  const busy = job.state === 'busy';
  return (
    <section id={id} className={styles.choice} aria-busy={busy}>
      <Heading as="h2">{title}</Heading>
      {children}
      <p className={styles.state} role="status">
        {!group
          ? translate({id: 'offline.page.loading', message: '저장 상태를 확인하는 중…'})
          : stored
            ? translate({id: 'offline.page.stored', message: '저장됨: {size}'}, {size: megabytes(group.bytes)})
            : translate(
                {id: 'offline.page.partly', message: '저장 안 됨 (지금까지 연 파일 {kept}개, {size} 보관 중)'},
                {kept: group.keptFiles, size: megabytes(group.keptBytes)},
              )}
      </p>
      <JobStatus job={job} />
      {group &&
        (stored ? (
          <button type="button" className="button button--secondary" disabled={busy} onClick={remove}>
            {translate({id: 'offline.page.remove', message: '저장된 사본 삭제'})}
          </button>
        ) : (
          <button type="button" className="button button--primary" disabled={busy} onClick={store}>
            {translate(
              {id: 'offline.page.store', message: '오프라인으로 저장 ({size} 내려받기)'},
              {size: megabytes(group.bytes - group.keptBytes)},
            )}
          </button>
        ))}
    </section>
  );
}

/**
 * /offline: keep the edition (its pages, the blog's posts, search), and separately the
 * playground's runtime, in this browser (issue #26). Sizes come from the
 * edition's worker, which knows every file of its build (listing.ts).
 */
export default function OfflinePage(): ReactNode {
  const [status, setStatus] = useState<Status | 'unsupported' | null>(null);
  const refresh = useCallback(() => {
    if (!canWorkOffline()) return setStatus('unsupported');
    void ask<Status>({type: 'status'}).then(setStatus);
  }, []);
  useEffect(refresh, [refresh]);

  const title = translate({id: 'offline.page.title', message: '오프라인으로 저장'});
  const known = status && status !== 'unsupported' ? status : undefined;
  const groups = known?.groups;
  const choices = known?.choices;
  return (
    <Layout
      title={title}
      description={translate({
        id: 'offline.page.description',
        message: '네트워크 없이도 hama 가이드를 읽고 검색하고, 플레이그라운드에서 문장을 분석할 수 있도록 이 브라우저에 저장합니다.',
      })}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="offline.page.intro">
            망분리 환경이나 비행기 안처럼 네트워크가 없을 때도 가이드를 읽고 검색하고, 플레이그라운드에서 문장을 분석할 수 있도록 이
            브라우저에 저장합니다. 저장하지 않아도 한 번 연 페이지는 보관되지만, 가이드 전체는 아래에서 저장해야 합니다. 한국어판과 영어판은
            따로 저장합니다.
          </Translate>
        </p>
        {status === 'unsupported' && (
          <p className={styles.failed}>
            <Translate id="offline.page.unsupported">
              이 브라우저에서는 오프라인 저장을 쓸 수 없습니다. 서비스 워커가 꺼져 있거나(일부 사생활 보호 모드), 개발 서버에서 보고
              있습니다.
            </Translate>
          </p>
        )}
        {status !== 'unsupported' && (
          <>
            <Choice
              id="edition"
              what="edition"
              title={translate({id: 'offline.page.edition', message: '가이드, 블로그와 검색'})}
              group={groups && sum([groups.page, groups.search, groups.asset])}
              stored={Boolean(choices?.edition)}
              onChange={refresh}>
              {groups && (
                <ul>
                  <li>
                    {translate(
                      {id: 'offline.page.pages', message: '가이드와 블로그의 페이지 {count}개(피드에 실린 글 모두 포함): {size}'},
                      {count: groups.page?.files ?? 0, size: megabytes(groups.page?.bytes ?? 0)},
                    )}
                  </li>
                  <li>
                    {translate({id: 'offline.page.search', message: '검색 색인: {size}'}, {size: megabytes(groups.search?.bytes ?? 0)})}
                  </li>
                  <li>
                    {translate(
                      {id: 'offline.page.assets', message: '스크립트(검색 엔진 포함), 스타일, 그림: {size}'},
                      {size: megabytes(groups.asset?.bytes ?? 0)},
                    )}
                  </li>
                </ul>
              )}
            </Choice>
            <Choice
              id="runtime"
              what="runtime"
              title={translate({id: 'offline.page.runtime', message: '플레이그라운드 런타임'})}
              group={groups && sum([groups.runtime])}
              stored={Boolean(choices?.runtime)}
              onChange={refresh}>
              <p>
                <Translate id="offline.page.runtimeIntro">
                  플레이그라운드가 브라우저에서 실행하는 Pyodide(웹어셈블리로 옮긴 CPython)와 hama 1.0.0입니다. 크기가 커서 따로 저장하며,
                  저장하면 네트워크 없이도 새 문장을 분석할 수 있습니다.
                </Translate>
              </p>
            </Choice>
          </>
        )}
      </main>
    </Layout>
  );
}
