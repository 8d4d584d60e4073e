// The six pins of the story map and the battleground each one fights on.
import type { Location, LocationId } from './types.ts';

export const LOCATIONS: readonly Location[] = Object.freeze([
  Object.freeze({
    id: 'tribe',
    name: 'The Tribe',
    description: 'Nipa huts around a fire where the elders keep the old strikes alive.',
    battleground: 'battleground.tribe',
  }),
  Object.freeze({
    id: 'remnants',
    name: 'The Remnants',
    description: 'The ruins of a fort, overgrown, where stragglers of old wars still lurk.',
    battleground: 'battleground.remnants',
  }),
  Object.freeze({
    id: 'village',
    name: 'The Village',
    description: 'A market of salakot hats and kulintang music, and quarrels settled in the square.',
    battleground: 'battleground.village',
  }),
  Object.freeze({
    id: 'manor',
    name: 'The Manor',
    description: 'A rich asyenda behind high walls: gold inside, guards at every gate.',
    battleground: 'battleground.manor',
  }),
  Object.freeze({
    id: 'river',
    name: 'The River',
    description: 'Balangay boats on a fast current; the ferrymen know every rumour.',
    battleground: 'battleground.river',
  }),
  Object.freeze({
    id: 'woods',
    name: 'The Woods',
    description: 'Dense forest where bandits hide and a babaylan is said to wander.',
    battleground: 'battleground.woods',
  }),
] satisfies Location[]);

export const LOCATION_BY_ID: ReadonlyMap<LocationId, Location> = new Map(LOCATIONS.map((l) => [l.id, l]));
