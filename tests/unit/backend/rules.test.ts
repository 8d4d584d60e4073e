// The backend's input schemas refuse in the order the database checks, with the code and the
// sentence the screens show: a shape's first problem is the one reported.
import { describe, expect, it } from 'vitest';
import {
  checkDeck,
  checkFinishedBattle,
  checkId,
  checkJailTheft,
  checkNewAdventure,
  checkNewBattle,
  checkNewScenario,
  checkRewardGrant,
} from '../../../src/services/backend/rules/index.ts';
import { checkLogIn, checkSignUp } from '../../../src/services/backend/validation.ts';

const KEY = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';

function refusal(read: () => unknown): { code: string; message: string; field?: string } {
  try {
    read();
  } catch (error) {
    const { code, message, field } = error as { code: string; message: string; field?: string };
    return field === undefined ? { code, message } : { code, message, field };
  }
  throw new Error('expected a refusal');
}

describe('backend input schemas', () => {
  it('read ids in lower case and refuse anything else', () => {
    expect(checkId(KEY, 'hero')).toBe(KEY.toLowerCase());
    expect(refusal(() => checkId('hero-1', 'hero'))).toEqual({
      code: 'invalid_input',
      message: 'The hero id is not valid.',
    });
  });

  it('name the missing field itself, not the record', () => {
    expect(refusal(() => checkNewAdventure({ progress: {}, hero: {} }))).toEqual({
      code: 'invalid_input',
      message: 'The adventure intro must be text.',
    });
    expect(refusal(() => checkNewAdventure({ intro: 'x', progress: {}, hero: [] }))).toEqual({
      code: 'invalid_input',
      message: 'The hero is missing.',
    });
  });

  it('check a deck’s length before its cards, and an unknown card is not found', () => {
    expect(refusal(() => checkDeck([1, 2, 3, 4, 5, 6, 7, 'x']))).toEqual({
      code: 'invalid_input',
      message: 'You exceeded the maximum of 7 cards in your deck.',
    });
    expect(refusal(() => checkDeck(['x']))).toEqual({ code: 'not_found', message: 'Unknown card.' });
    expect(refusal(() => checkDeck([71, 71]))).toEqual({
      code: 'invalid_input',
      message: 'A deck cannot hold the same card twice.',
    });
  });

  it('check a personality count before the names, then repeats', () => {
    const hero = (personalities: unknown) => ({ name: 'N', background: '', job: 'Soldier', personalities });
    const adventure = (personalities: unknown) => ({ intro: 'x', progress: {}, hero: hero(personalities) });
    expect(refusal(() => checkNewAdventure(adventure(['?', '?', '?', '?', '?']))).message).toBe(
      "You've reached the maximum of 4 personality choices.",
    );
    expect(refusal(() => checkNewAdventure(adventure(['?']))).message).toBe(
      'Only the listed personalities can be chosen.',
    );
    expect(refusal(() => checkNewAdventure(adventure(['Clever', 'Clever']))).message).toBe(
      'This personality is already chosen.',
    );
  });

  it('check a scenario’s choice first, and a jail by its keys alone', () => {
    expect(refusal(() => checkNewScenario({ choice: 'D', adventure_id: 'x' })).message).toBe(
      'Please select a valid option.',
    );
    expect(refusal(() => checkJailTheft({ card_id: 73, theft_id: 'x' })).message).toBe(
      'The jail id is not valid.',
    );
    // Figures sent with a jail are not the client's to choose: they are left out.
    expect(checkJailTheft({ theft_id: KEY, hero_id: KEY, gold_stolen: 10, card_id: 65 })).toEqual({
      theft_id: KEY.toLowerCase(),
      hero_id: KEY.toLowerCase(),
    });
  });

  it('check a reward’s keys before its kind, and read no figures with either kind', () => {
    expect(refusal(() => checkRewardGrant({ reward_id: 'x', kind: 'gift' })).message).toBe(
      'The reward id is not valid.',
    );
    expect(refusal(() => checkRewardGrant({ reward_id: KEY, hero_id: KEY, kind: 'gift' })).message).toBe(
      'A reward is either a battle reward or a scenario reward.',
    );
    // A scenario's find is the backend's roll too: only its key is read.
    expect(
      checkRewardGrant({ reward_id: KEY, hero_id: KEY, kind: 'scenario', gold: 10, card_id: 71 }),
    ).toEqual({ reward_id: KEY.toLowerCase(), kind: 'scenario', hero_id: KEY.toLowerCase() });
    expect(
      checkRewardGrant({
        reward_id: KEY,
        hero_id: KEY,
        kind: 'battle',
        points_recovered: 20,
        gold: 1,
        card_id: 71,
      }),
    ).toEqual({
      // A battle reward's figures are the backend's roll: whatever is sent with it is left out.
      reward_id: KEY.toLowerCase(),
      kind: 'battle',
      hero_id: KEY.toLowerCase(),
    });
  });

  it('read battles: a mode from a missing input, a finished battle’s log within bounds', () => {
    expect(refusal(() => checkNewBattle(undefined)).message).toBe('Unknown battle mode.');
    expect(refusal(() => checkNewBattle({ mode: 'online', seed: 1.5 })).message).toBe(
      'A battle seed is a whole number.',
    );
    const finished = { mode: 'online', key: 'k', seed: 1, setup: {}, actions: [() => 1], winner: 0 };
    expect(refusal(() => checkFinishedBattle(finished)).message).toBe(
      'The battle action must be plain JSON data under 100 kB.',
    );
  });

  it('name the form field at fault, and call a short password weak', () => {
    expect(refusal(() => checkSignUp({ email: 'a@b.co', username: 'abc', password: 'short' }))).toEqual({
      code: 'weak_password',
      message: 'Passwords need at least 8 characters.',
      field: 'password',
    });
    expect(refusal(() => checkLogIn(null))).toEqual({
      code: 'invalid_input',
      message: 'Please enter your email address.',
      field: 'email',
    });
    expect(checkSignUp({ email: ' A@B.co ', username: ' abc ', password: 'password' })).toEqual({
      email: 'a@b.co',
      username: 'abc',
      password: 'password',
    });
  });
});
