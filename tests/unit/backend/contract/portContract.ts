// The contract of the Backend port. Every adapter runs this same suite (local on fake IndexedDB,
// Supabase through supabase-js against migrations on PGlite), so the game behaves the same on both.
import { describe } from 'vitest';
import type { ContractHarness } from './harness.ts';
import { useHarness } from './arrange.ts';
import { describeAdventuresContract } from './adventuresContract.ts';
import { describeCollectionContract } from './collectionContract.ts';
import { describeStoryBattleContract } from './storyBattleContract.ts';
import { describeBattlesContract } from './battlesContract.ts';
import { describeReplaysContract } from './replaysContract.ts';

export function describeBackendContract(harness: ContractHarness): void {
  useHarness(harness);
  describe(`Backend contract: ${harness.name}`, () => {
    describeAdventuresContract(harness);
    describeCollectionContract(harness);
    describeStoryBattleContract(harness);
    describeBattlesContract(harness);
    describeReplaysContract(harness);
  });
}
