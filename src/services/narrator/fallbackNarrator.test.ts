import { describe, expect, it, vi } from 'vitest';
import { NarrationError, STORY_ERROR_MESSAGE } from '../../protocol/narrationErrors';
import { withOfflineFallback } from './fallbackNarrator';
import type { Narrator } from './narrator';
import { createOfflineNarrator } from './offline/offlineNarrator';
import type { CardChoiceRequest, ScenarioRequest } from '../../protocol/narration';
import { narrationStream } from './stream';

const scene: ScenarioRequest = { heroName: 'Tala', location: 'river', storySoFar: '' };
const hand: CardChoiceRequest = {
  fighter: 'Alon',
  energy: 30,
  hand: [{ id: 7, name: 'Witik', power: 9, mana_cost: 5 }],
};

function failing(error: NarrationError, toldFirst: string[] = []): Narrator {
  const stream = () =>
    narrationStream(async function* () {
      yield* toldFirst;
      throw error;
    });
  return {
    taunt: stream,
    chooseCard: () => Promise.reject(error),
    characterBackground: () => ({ ...stream(), hero: () => Promise.reject(error) }),
    adventureIntro: stream,
    scenario: stream,
    followUpScenario: stream,
    victoryAftermath: stream,
    defeatTale: stream,
  };
}

describe('offline fallback', () => {
  const offline = createOfflineNarrator({ seed: 5 });

  it('reports a failed story call with the general message and tells the offline scene', async () => {
    const onStoryError = vi.fn();
    const narrator = withOfflineFallback(
      failing(new NarrationError('connection', 'Connection error.')),
      offline,
      { onStoryError },
    );
    const text = await narrator.scenario(scene).text();
    expect(text).toBe(await offline.scenario(scene).text());
    expect(onStoryError).toHaveBeenCalledWith({ kind: 'connection', message: STORY_ERROR_MESSAGE });
  });

  it("shows the provider's own message when there is one, to both handlers", async () => {
    const global = vi.fn();
    const perCall = vi.fn();
    const error = new NarrationError('rate_limit', 'Rate limit reached', {
      status: 429,
      providerMessage: 'Rate limit reached',
    });
    const narrator = withOfflineFallback(failing(error), offline, { onStoryError: global });
    await narrator.victoryAftermath({ ...scene, enemyName: 'Bandit' }, { onStoryError: perCall }).text();
    const report = { kind: 'rate_limit', message: 'Rate limit reached', status: 429 };
    expect(global).toHaveBeenCalledWith(report);
    expect(perCall).toHaveBeenCalledWith(report);
  });

  it('keeps text already shown and goes on offline after a blank line', async () => {
    const narrator = withOfflineFallback(
      failing(new NarrationError('internal_server', 'x'), ['The river ']),
      offline,
    );
    const text = await narrator.followUpScenario({ ...scene, choice: 'A' }).text();
    expect(text.startsWith('The river \n\n')).toBe(true);
    expect(text).toContain('A) ');
  });

  it('treats an empty telling as a failed one', async () => {
    const onStoryError = vi.fn();
    const empty = failing(new NarrationError('unknown', 'x'));
    const silent = { ...empty, scenario: () => narrationStream(async function* () {}) };
    const text = await withOfflineFallback(silent, offline, { onStoryError }).scenario(scene).text();
    expect(text).toBe(await offline.scenario(scene).text());
    expect(onStoryError).toHaveBeenCalledWith({ kind: 'unknown', message: STORY_ERROR_MESSAGE });
  });

  it('falls back silently for taunts and card choices', async () => {
    const onStoryError = vi.fn();
    const narrator = withOfflineFallback(
      failing(new NarrationError('timeout', 'Request timed out.')),
      offline,
      { onStoryError },
    );
    expect(await narrator.taunt({ speaker: 'Alon', opponent: 'Kidlat' }).text()).toBe(
      await offline.taunt({ speaker: 'Alon', opponent: 'Kidlat' }).text(),
    );
    expect(await narrator.chooseCard(hand)).toBe(7);
    expect(onStoryError).not.toHaveBeenCalled();
  });

  it('names the hero from the offline background when the model fails', async () => {
    const narrator = withOfflineFallback(
      failing(new NarrationError('authentication', 'Invalid API Key')),
      offline,
    );
    const request = { job: 'Warrior', personalities: ['Brave'] };
    const hero = await narrator.characterBackground(request).hero();
    expect(hero).toEqual(await offline.characterBackground(request).hero());
  });

  it('does not tell anything when the player cancelled', async () => {
    const controller = new AbortController();
    const onStoryError = vi.fn();
    const primary = failing(new NarrationError('aborted', 'Request was aborted.'));
    const narrator = withOfflineFallback(primary, offline, { onStoryError });
    controller.abort();
    await expect(narrator.scenario(scene, { signal: controller.signal }).text()).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(onStoryError).not.toHaveBeenCalled();
  });
});
