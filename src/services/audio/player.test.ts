import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for howler's Howl: records what was created and played. */
const howler = vi.hoisted(() => {
  interface Options {
    src: string[];
    format: string[];
    volume: number;
    loop: boolean;
    sprite?: Record<string, [number, number]>;
  }
  class FakeHowl {
    static created: FakeHowl[] = [];
    plays: (string | undefined)[] = [];
    stops = 0;
    ringing = false;
    constructor(readonly options: Options) {
      FakeHowl.created.push(this);
    }
    play(sprite?: string): number {
      this.plays.push(sprite);
      this.ringing = true;
      return this.plays.length;
    }
    playing(): boolean {
      return this.ringing;
    }
    stop(): this {
      this.stops += 1;
      this.ringing = false;
      return this;
    }
    state(): string {
      return 'loaded';
    }
    /** The volume now: the one it was made with until it is set. */
    level = NaN;
    volume(level?: number): number {
      if (level !== undefined) this.level = level;
      return Number.isNaN(this.level) ? this.options.volume : this.level;
    }
  }
  const Howler = { volume: () => undefined, codecs: () => true, usingWebAudio: true, noAudio: false };
  return { FakeHowl, Howler };
});

vi.mock('howler', () => ({ Howl: howler.FakeHowl, Howler: howler.Howler }));

/** The page the player listens to: whether it is hidden, and its visibilitychange listeners. */
const page = { hidden: false, listeners: [] as (() => void)[] };
vi.stubGlobal('document', {
  get hidden() {
    return page.hidden;
  },
  addEventListener: (type: string, listener: () => void) => {
    if (type === 'visibilitychange') page.listeners.push(listener);
  },
});

/** The player's tab goes out of sight or comes back, as the browser tells it. */
function showPage(shown: boolean): void {
  page.hidden = !shown;
  for (const listener of page.listeners) listener();
}

const { FakeHowl } = howler;
const { getCard } = await import('../../content/index.ts');
const audio = await import('./player.ts');

/** The fake howl of a manifest sound, found by a piece of its first file's name. */
function howlOf(fileName: string) {
  return FakeHowl.created.find((howl) => howl.options.src[0]?.includes(fileName));
}

describe('the sound player', () => {
  beforeEach(() => {
    audio.stopMusic();
    for (const howl of FakeHowl.created) howl.ringing = false;
  });

  it('plays the sound a card names when it is played', () => {
    const strike = getCard(60);
    audio.playCardSound(strike);
    const howl = howlOf('card/strike');
    expect(strike.sound).toBe('sfx.card.strike');
    expect(howl?.plays).toEqual([undefined]);
    expect(howl?.options.src[1]).toMatch(/strike.*\.mp3/);
  });

  it('plays a fighter’s or an enemy’s voice, and nothing for a fighter without one', () => {
    audio.playVoice('fighter.kidlat');
    audio.playVoice({ art: 'enemy.bantay' });
    const before = FakeHowl.created.length;
    audio.playVoice('fighter.hangin');
    expect(howlOf('voice/kidlat')?.plays.length).toBe(1);
    expect(howlOf('voice/bantay')?.plays.length).toBe(1);
    expect(FakeHowl.created.length).toBe(before);
  });

  it('keeps the short names working, at the spec volumes', () => {
    audio.playSound('click');
    expect(howlOf('sfx/click')?.options.volume).toBe(0.5);
    audio.playPunch();
    expect(FakeHowl.created.some((howl) => /sfx\/punch-\d/.test(howl.options.src[0] ?? ''))).toBe(true);
  });

  it('plays music as its seamless loop region, one loop at a time', () => {
    audio.playMusic('menuMusic');
    const menu = howlOf('music/menu');
    expect(menu?.options.loop).toBe(true);
    expect(menu?.options.sprite?.loop).toEqual([200, 20480]);
    expect(menu?.plays).toEqual(['loop']);
    audio.playMusic('menuMusic');
    expect(menu?.plays).toEqual(['loop']);
    audio.playMusic('selectMusic');
    expect(menu?.stops).toBeGreaterThan(0);
    expect(howlOf('music/select')?.plays).toEqual(['loop']);
  });

  it('ends a battle with one stinger: defeat when the player lost, the music stopped', () => {
    audio.playMusic('battleMusic');
    const battle = howlOf('music/battle-1');
    audio.playBattleEnd(true);
    expect(battle?.ringing).toBe(false);
    expect(howlOf('sting/defeat')?.plays.length).toBe(1);
    // The victory screen asks for its stinger while the defeat still rings: it is not stacked.
    audio.playSound('victory');
    expect(howlOf('sting/victory')?.plays.length ?? 0).toBe(0);
  });

  it('silences the music while its page is hidden, and gives it back when the page shows', () => {
    const settings = { master: 0.8, music: 0.5, effects: 1, muted: false };
    audio.setVolumes(settings);
    audio.playMusic('battleMusic');
    audio.playSound('click');
    const music = howlOf('music/battle-1');
    const click = howlOf('sfx/click');
    expect(music?.volume()).toBe(0.25);
    showPage(false);
    expect(music?.volume()).toBe(0);
    // The other sounds still play: a player waiting for an online foe hears the foe's move.
    expect(click?.volume()).toBe(0.5);
    // A loop started out of sight starts silent, and a change of settings meanwhile is kept.
    audio.playMusic('menuMusic');
    expect(howlOf('music/menu')?.volume()).toBe(0);
    audio.setVolumes({ ...settings, music: 1 });
    expect(howlOf('music/menu')?.volume()).toBe(0);
    showPage(true);
    expect(howlOf('music/menu')?.volume()).toBe(0.2);
    expect(music?.volume()).toBe(0.5);
    audio.setVolumes({ master: 1, music: 1, effects: 1, muted: false });
  });

  it('does not strike a stinger again while it rings', () => {
    audio.playSound('battleStart');
    audio.playSound('battleStart');
    expect(howlOf('sting/battle-start')?.plays.length).toBe(1);
  });
});
