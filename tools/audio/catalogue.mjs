// Every sound the game plays: its manifest key, the file it is written to under assets/audio/
// (without extension: each is written as .ogg and .mp3), and the function that renders it.
import * as effects from './effects.mjs';
import * as music from './music.mjs';
import * as stingers from './stingers.mjs';
import * as voices from './voices.mjs';

export const CATALOGUE = [
  { key: 'music.menu', file: 'music/menu', kind: 'music', render: music.menuTheme },
  { key: 'music.select', file: 'music/select', kind: 'music', render: music.selectTheme },
  { key: 'music.battle1', file: 'music/battle-1', kind: 'music', render: music.battleTheme },
  { key: 'music.battle2', file: 'music/battle-2', kind: 'music', render: music.tensionTheme },
  { key: 'music.adventure', file: 'music/adventure', kind: 'music', render: music.adventureTheme },
  { key: 'music.village', file: 'music/village', kind: 'music', render: music.villageTheme },
  { key: 'sfx.sting.battleStart', file: 'sting/battle-start', kind: 'effect', render: stingers.battleStart },
  { key: 'sfx.sting.victory', file: 'sting/victory', kind: 'effect', render: stingers.victory },
  { key: 'sfx.sting.defeat', file: 'sting/defeat', kind: 'effect', render: stingers.defeat },
  { key: 'sfx.sting.notify', file: 'sting/notify', kind: 'effect', render: stingers.notify },
  { key: 'sfx.punch1', file: 'sfx/punch-1', kind: 'effect', render: () => effects.punch(0) },
  { key: 'sfx.punch2', file: 'sfx/punch-2', kind: 'effect', render: () => effects.punch(1) },
  { key: 'sfx.punch3', file: 'sfx/punch-3', kind: 'effect', render: () => effects.punch(2) },
  { key: 'sfx.acid', file: 'sfx/acid', kind: 'effect', render: effects.acid },
  { key: 'sfx.flame', file: 'sfx/flame', kind: 'effect', render: effects.flame },
  { key: 'sfx.lightning', file: 'sfx/lightning', kind: 'effect', render: effects.lightning },
  { key: 'sfx.click', file: 'sfx/click', kind: 'effect', render: effects.click },
  { key: 'sfx.cardFlip', file: 'sfx/card-flip', kind: 'effect', render: effects.cardFlip },
  { key: 'sfx.miss', file: 'sfx/miss', kind: 'effect', render: effects.miss },
  { key: 'sfx.refused', file: 'sfx/refused', kind: 'effect', render: effects.refused },
  { key: 'sfx.effect.gong', file: 'sfx/effect-gong', kind: 'effect', render: effects.effectGong },
  { key: 'sfx.effect.sticks', file: 'sfx/effect-sticks', kind: 'effect', render: effects.effectSticks },
  { key: 'sfx.card.strike', file: 'card/strike', kind: 'effect', render: effects.cardStrike },
  { key: 'sfx.card.buff', file: 'card/buff', kind: 'effect', render: effects.cardBuff },
  { key: 'sfx.card.guard', file: 'card/guard', kind: 'effect', render: effects.cardGuard },
  { key: 'sfx.card.energy', file: 'card/energy', kind: 'effect', render: effects.cardEnergy },
  { key: 'voice.kidlat', file: 'voice/kidlat', kind: 'effect', render: voices.kidlatVoice },
  { key: 'voice.alon', file: 'voice/alon', kind: 'effect', render: voices.alonVoice },
  { key: 'voice.tulisan', file: 'voice/tulisan', kind: 'effect', render: voices.tulisanVoice },
  { key: 'voice.babaylan', file: 'voice/babaylan', kind: 'effect', render: voices.babaylanVoice },
  { key: 'voice.bantay', file: 'voice/bantay', kind: 'effect', render: voices.bantayVoice },
];
