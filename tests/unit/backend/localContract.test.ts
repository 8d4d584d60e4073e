// The Backend contract on the local adapter, over fake-indexeddb in Node.
import 'fake-indexeddb/auto';
import { createLocalBackend } from '../../../src/services/backend/local/index.ts';
import { describeBackendContract } from './contract/portContract.ts';

let databases = 0;

describeBackendContract({
  name: 'local (IndexedDB)',
  notices: true,
  // Fewer PBKDF2 rounds keep account set-up fast here; accounts are not what this suite checks.
  fresh: async () => createLocalBackend({ dbName: `contract-${(databases += 1)}`, passwordIterations: 1000 }),
});
