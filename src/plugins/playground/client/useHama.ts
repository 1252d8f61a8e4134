import {useEffect, useState, useSyncExternalStore} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {PlaygroundData} from '@site/src/plugins/playground/contract';
import {HamaRunner, type RunnerState} from './hamaRunner';

const IDLE: RunnerState = {status: 'idle'};

/** What the build step gave the browser: where the runtime is, and the prerendered results. */
export function usePlaygroundData(): PlaygroundData {
  return usePluginData('playground') as PlaygroundData;
}

/** One worker per page, shared by every box on it, stopped when the last one goes. */
let shared: {runner: HamaRunner; users: number} | null = null;

/**
 * The page's hama runner and the step it is at; nothing starts until `runner.start()`. Only the
 * step: the worker reports its download every 256 KB, and a box that re-rendered its output for
 * each report kept the main thread busy while the page loads (RunnerStatus alone reads those).
 */
export function useHama(tagTimeoutMs?: number): {runner: HamaRunner; status: RunnerState['status']} {
  const {workerUrl, wheel, limits} = usePlaygroundData();
  const [runner] = useState(() => {
    shared ??= {runner: new HamaRunner(workerUrl, wheel, limits.maxWordLength, tagTimeoutMs), users: 0};
    return shared.runner;
  });
  useEffect(() => {
    if (shared?.runner !== runner) shared = {runner, users: 0};
    shared.users += 1;
    return () => {
      if (shared?.runner !== runner) return;
      shared.users -= 1;
      if (shared.users === 0) {
        runner.dispose();
        shared = null;
      }
    };
  }, [runner]);
  const status = useSyncExternalStore(
    runner.subscribe,
    () => runner.getState().status,
    () => IDLE.status,
  );
  return {runner, status};
}

/** The runner's whole state, download progress included: for the line that shows it. */
export function useRunnerState(runner: HamaRunner): RunnerState {
  return useSyncExternalStore(runner.subscribe, runner.getState, () => IDLE);
}
