import { describe, expect, it } from 'vitest';
import { cardFromReply } from './cardChoice';
import { errorFromFailureBody, kindFromStatus, STORY_ERROR_MESSAGE } from '../../protocol/narrationErrors';
import { heroNameOr, readHeroName } from './heroName';
import { parseNarrationCall, STORY_SO_FAR_LIMIT, trimStorySoFar } from '../../protocol/narration';
import { tauntLine } from './tauntLine';
import { textLines } from '../../engine/adventure/textLines.ts';

describe('textLines', () => {
  it('splits on every kind of newline and never keeps markup as markup', () => {
    expect(textLines('One\nTwo\r\nThree\rFour')).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(textLines('<b>bold</b>\n')).toEqual(['<b>bold</b>', '']);
    expect(textLines('## Scene\n**A)** Talk\u0000')).toEqual(['Scene', 'A) Talk']);
  });
});

describe('readHeroName', () => {
  it('reads the name line in its usual dresses', () => {
    expect(readHeroName('Name: Tala\nAge: 20')).toBe('Tala');
    expect(readHeroName('**Name:** Lakan Dula\nAge: 20')).toBe('Lakan Dula');
    expect(readHeroName('Intro\nname - Amihan of the river')).toBe('Amihan');
    expect(readHeroName('Name: "Mayumi", age 19')).toBe('Mayumi');
  });

  it('refuses what is not a name', () => {
    expect(readHeroName('No name line here')).toBeNull();
    expect(readHeroName('Name: <script>alert(1)</script>')).toBeNull();
    expect(readHeroName('Name: 1234')).toBeNull();
    expect(heroNameOr('Nothing', 'Kidlat')).toBe('Kidlat');
  });
});

describe('cardFromReply', () => {
  const hand = [
    { id: 1, name: 'Strike', power: 10, mana_cost: 5 },
    { id: 2, name: 'Double Strike', power: 20, mana_cost: 15 },
    { id: 3, name: 'Abanico', power: 12, mana_cost: 10 },
  ];

  it('takes the card whose name is in the reply, the longest name first', () => {
    expect(cardFromReply('I play Abanico!', hand)).toBe(3);
    expect(cardFromReply('**double strike** it is', hand)).toBe(2);
    expect(cardFromReply('Strike.', hand)).toBe(1);
  });

  it('returns null when no card of the hand is named', () => {
    expect(cardFromReply('I play Bagsak', hand)).toBeNull();
    expect(cardFromReply('', hand)).toBeNull();
    expect(cardFromReply('Abanicos', [{ id: 3, name: 'Abanico', power: 1, mana_cost: 1 }])).toBeNull();
  });
});

describe('tauntLine', () => {
  it('keeps one sentence of at most six words', () => {
    expect(tauntLine('"Your stance is weak!" He laughs.')).toBe('Your stance is weak!');
    expect(tauntLine('You will fall before the sun sets on this field today')).toBe(
      'You will fall before the sun!',
    );
    expect(tauntLine('   ')).toBe('');
  });
});

describe('parseNarrationCall', () => {
  it('accepts each well-formed call', () => {
    const calls = [
      { purpose: 'taunt', request: { speaker: 'Alon', opponent: 'Kidlat' } },
      {
        purpose: 'cardChoice',
        request: { fighter: 'Alon', energy: 50, hand: [{ id: 1, name: 'Witik', power: 5, mana_cost: 5 }] },
      },
      { purpose: 'background', request: { job: 'Chef', personalities: ['Shy'] } },
      { purpose: 'intro', request: { heroName: 'Tala', job: 'Chef' } },
      { purpose: 'scenario', request: { heroName: 'Tala', location: 'river', storySoFar: '' } },
      { purpose: 'followUp', request: { heroName: 'Tala', location: 'river', storySoFar: 'x', choice: 'B' } },
      {
        purpose: 'aftermath',
        request: { heroName: 'Tala', location: 'woods', enemyName: 'Bandit', storySoFar: '' },
      },
      {
        purpose: 'defeat',
        request: { heroName: 'Tala', location: 'woods', enemyName: 'Bandit', storySoFar: '' },
      },
    ];
    for (const call of calls) expect(parseNarrationCall(call)).toEqual(call);
  });

  it('refuses unknown purposes, places, choices and oversized fields', () => {
    expect(parseNarrationCall(null)).toBeNull();
    expect(parseNarrationCall({ purpose: 'poem', request: {} })).toBeNull();
    expect(
      parseNarrationCall({
        purpose: 'scenario',
        request: { heroName: 'Tala', location: 'moon', storySoFar: '' },
      }),
    ).toBeNull();
    expect(
      parseNarrationCall({
        purpose: 'followUp',
        request: { heroName: 'Tala', location: 'river', storySoFar: '', choice: 'D' },
      }),
    ).toBeNull();
    expect(
      parseNarrationCall({ purpose: 'intro', request: { heroName: 'x'.repeat(61), job: 'Chef' } }),
    ).toBeNull();
    expect(
      parseNarrationCall({
        purpose: 'scenario',
        request: { heroName: 'Tala', location: 'river', storySoFar: 'x'.repeat(STORY_SO_FAR_LIMIT + 1) },
      }),
    ).toBeNull();
    expect(
      parseNarrationCall({
        purpose: 'background',
        request: { job: 'Chef', personalities: ['a', 'b', 'c', 'd', 'e'] },
      }),
    ).toBeNull();
  });

  it('keeps the end of a long story', () => {
    const story = `${'old '.repeat(2000)}latest`;
    expect(trimStorySoFar(story)).toHaveLength(STORY_SO_FAR_LIMIT);
    expect(trimStorySoFar(story).endsWith('latest')).toBe(true);
  });
});

describe('error kinds', () => {
  it('tells every status of docs/game-design.md §7.3 apart', () => {
    const kinds = [400, 401, 403, 404, 409, 422, 429, 500].map(kindFromStatus);
    expect(new Set(kinds).size).toBe(8);
    expect(kindFromStatus(503)).toBe('internal_server');
  });

  it('reads a failure body and falls back on the status', () => {
    expect(
      errorFromFailureBody(
        { error: { kind: 'rate_limit', message: 'Slow down', providerMessage: 'Slow down' } },
        429,
      ),
    ).toMatchObject({
      kind: 'rate_limit',
      providerMessage: 'Slow down',
      status: 429,
    });
    expect(errorFromFailureBody('<html>', 403)).toMatchObject({
      kind: 'permission_denied',
      message: STORY_ERROR_MESSAGE,
    });
  });
});
