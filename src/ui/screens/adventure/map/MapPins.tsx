import type { KeyboardEvent, RefObject } from 'react';
import { LOCATIONS } from '../../../../content/index.ts';
import type { LocationId } from '../../../../content/index.ts';
import { imageUrl } from '../../../../services/assets/manifest.ts';
import { MAP_PIN_IMAGE, MAP_SIZE, pinInDirection, pinShare } from './mapGeometry.ts';

/** Pins this far down the map show their name above them, clear of the deck in the corner. */
const LABEL_ABOVE_FROM = 0.7;

/**
 * The six pins of the story map as buttons on their painted places: Tab or the arrow keys move
 * between them (the arrows to the nearest pin that way), Enter or a click chooses one. The place's
 * name shows on hover and focus.
 */
export function MapPins({
  busy,
  open,
  onChoose,
  pinRefs,
}: {
  /** The pin being opened (its scene is being stored), or null. */
  busy: LocationId | null;
  /** The pin whose scene is open, or null. */
  open: LocationId | null;
  onChoose: (location: LocationId) => void;
  pinRefs: RefObject<Map<LocationId, HTMLButtonElement>>;
}) {
  const onKey = (from: LocationId) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = pinInDirection(from, event.key);
    if (event.key.startsWith('Arrow')) event.preventDefault();
    if (target) pinRefs.current.get(target)?.focus();
  };
  return (
    <ul className="map-pins" aria-label="Places">
      {LOCATIONS.map((location) => {
        const share = pinShare(location.id);
        return (
          <li
            key={location.id}
            className="map-pin-spot"
            style={{
              left: `${share.x * 100}%`,
              top: `${share.y * 100}%`,
              width: `${(MAP_PIN_IMAGE.width / MAP_SIZE.width) * 100}%`,
            }}
          >
            <button
              ref={(node) => {
                if (node) pinRefs.current.set(location.id, node);
                else pinRefs.current.delete(location.id);
              }}
              type="button"
              className={`map-pin ${open === location.id ? 'is-open' : ''} ${busy === location.id ? 'is-busy' : ''} ${share.y > LABEL_ABOVE_FROM ? 'label-above' : ''}`}
              style={{
                transform: `translate(-${(MAP_PIN_IMAGE.tipX / MAP_PIN_IMAGE.width) * 100}%, -${(MAP_PIN_IMAGE.tipY / MAP_PIN_IMAGE.height) * 100}%)`,
              }}
              aria-describedby={`pin-about-${location.id}`}
              onClick={() => onChoose(location.id)}
              onKeyDown={onKey(location.id)}
              data-location={location.id}
            >
              <img src={imageUrl(`map.pin.${location.id}`)} alt="" draggable={false} />
              <span className="map-pin-label parchment-small">{location.name}</span>
            </button>
            <span id={`pin-about-${location.id}`} className="visually-hidden">
              {location.description}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
