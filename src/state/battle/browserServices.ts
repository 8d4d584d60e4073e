// The one wiring of the battle's services for the browser: the backend of this session, howler's
// sounds, the narrator's taunts, the pause-aware timeline, the window's clock and timers, local
// storage and the battle toasts. commands.ts builds the battle commands the screens use from it.
import { scaledDelay } from '../settings.ts';
import { useStageStore } from '../stage.ts';
import {
  playBattleEnd,
  playCardEffect,
  playCardSound,
  playPunch,
  playSound,
  playVoice,
} from '../../services/audio/audio.ts';
import { writeLocal } from '../../services/storage/localKeys.ts';
import { notify } from './notices.ts';
import { loadStoredBattle, recordAction, recordEnd, recordNewBattle } from './persistence.ts';
import type { BattleServices } from './services.ts';
import { startTaunt, stopTaunt } from './taunt.ts';
import { clearTimeline, holdTimeline, releaseTimeline, wait } from './timeline.ts';

export function browserBattleServices(): BattleServices {
  return {
    record: {
      newBattle: recordNewBattle,
      action: recordAction,
      end: recordEnd,
      loadStored: loadStoredBattle,
    },
    // Each sound is looked up when it plays, so a test's stand-in for the audio module is used.
    sounds: {
      playSound: (key) => playSound(key),
      playCardSound: (card) => playCardSound(card),
      playCardEffect: () => playCardEffect(),
      playPunch: () => playPunch(),
      playVoice: (art) => playVoice(art),
      playBattleEnd: (playerLost) => playBattleEnd(playerLost),
    },
    taunts: {
      start: (speaker, opponent, seed) => startTaunt(speaker, opponent, seed),
      stop: () => stopTaunt(),
    },
    timeline: { wait, hold: holdTimeline, release: releaseTimeline, clear: clearTimeline },
    clock: {
      now: () => Date.now(),
      every: (ms, tick) => {
        const handle = window.setInterval(tick, ms);
        return () => window.clearInterval(handle);
      },
    },
    delay: scaledDelay,
    writeKey: writeLocal,
    notify,
    stageReady: () => useStageStore.getState().battleReady,
  };
}
