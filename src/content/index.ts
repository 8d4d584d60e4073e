// The game's content in one import: frozen data the engine plays, the database seeds and the
// screens show.
export type * from './types.ts';
export {
  CARD_FIELDS,
  CARD_RULE_FIELDS,
  CardSchema,
  ENEMY_FIELDS,
  EnemySchema,
  FIGHTER_FIELDS,
  FighterSchema,
  STAT_FIELDS,
  StatsSchema,
} from './schema.ts';
export {
  CARDS,
  CARD_BY_ID,
  getCard,
  PLAYABLE_CARDS,
  ENERGY_CHARGE_CARD_ID,
  STARTER_CARD_ID,
  DEFAULT_BUFF_TURNS,
} from './cards.ts';
export { cardRulesText } from './cardText.ts';
export { FIGHTERS, FIGHTER_BY_ID } from './fighters.ts';
export { ENEMIES, ENEMY_BY_ID } from './enemies.ts';
export { JOBS, JOB_BY_NAME } from './jobs.ts';
export { PERSONALITIES, PERSONALITY_BY_NAME } from './personalities.ts';
export { LOCATIONS, LOCATION_BY_ID } from './locations.ts';
