// What the build writes into this folder's worker (index.ts, injectListing replaces the name with
// the edition's list). lib.webworker types `self` as a WorkerGlobalScope; the scripts here cast it
// to the ServiceWorkerGlobalScope they run in.
import type {OfflineFile} from '../offlineProtocol';

declare global {
  interface WorkerGlobalScope {
    __HAMA_OFFLINE_FILES: OfflineFile[];
  }
}
