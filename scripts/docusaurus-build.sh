#!/usr/bin/env bash
# `docusaurus build` with the arguments given, run once more if it hangs. Rspack can stop
# mid-build with nothing left running: seen once in about 30 clean-clone runs here (2026-11-26,
# the English half of build-next sat idle for 18 minutes after writing its scripts), and
# reported upstream (web-infra-dev/rspack#9665). A build that fails is never retried; one still
# running after BUILD_TIMEOUT seconds (a build takes under a minute) is stopped and run again, once.
set -u
limit=${BUILD_TIMEOUT:-300}
for attempt in 1 2; do
  timeout --kill-after=10 "$limit" npx docusaurus build "$@"
  status=$?
  # 124: stopped by timeout; 137: killed when it did not stop.
  if [ "$status" -ne 124 ] && [ "$status" -ne 137 ]; then exit "$status"; fi
  echo "docusaurus build $*: still running after ${limit} s (attempt $attempt of 2), stopped" >&2
done
exit 1
