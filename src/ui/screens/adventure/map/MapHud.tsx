import { Link } from '../../../routes/router/index.ts';
import { STAT_MAX } from '../../../../engine/index.ts';
import { playSound } from '../../../../services/audio/audio.ts';
import { imageUrl } from '../../../../services/assets/manifest.ts';
import type { Hero } from '../../../../services/backend/index.ts';
import { avatarUrl } from '../../../art/fighterArt.ts';

/** The hero who travels the map fights with Kidlat's figure, so the plate shows Kidlat's face. */
const HERO_ART = 'fighter.kidlat';

function HeroBar({ label, tone, value, max }: { label: string; tone: string; value: number; max: number }) {
  return (
    <div className={`map-hero-bar is-${tone}`}>
      <span className="map-hero-bar-label">{label}</span>
      <span
        className="map-hero-bar-track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={`${value} of ${max}`}
      >
        <span
          className="map-hero-bar-fill"
          style={{ width: `${Math.min(100, (value / Math.max(1, max)) * 100)}%` }}
        />
      </span>
      <span className="map-hero-bar-value" data-testid={`hero-${tone}`}>
        {value}/{max}
      </span>
    </div>
  );
}

/** The hero's plate: face, name, health and energy. */
export function HeroPlate({ hero }: { hero: Hero }) {
  return (
    <section className="map-hero" aria-label={`${hero.name}, your hero`} data-testid="map-hero">
      <img className="map-hero-face" src={avatarUrl(HERO_ART)} alt="" draggable={false} />
      <div className="map-hero-body">
        <p className="map-hero-name" data-testid="hero-name">
          {hero.name}
        </p>
        {hero.job ? <p className="map-hero-job">{hero.job}</p> : null}
        <HeroBar label="Health" tone="health" value={hero.health} max={hero.max_health} />
        <HeroBar label="Energy" tone="energy" value={hero.mana} max={STAT_MAX} />
      </div>
    </section>
  );
}

/**
 * The map's top icons (docs/game-design.md §5.5): the hero's gold (live: the store follows every change of
 * it), CARDS to the deck builder, SHOP to the store, the story log, and MENU for the pause dialog.
 */
export function MapActions({
  gold,
  logOpen,
  onCards,
  onToggleLog,
  onMenu,
}: {
  gold: number;
  logOpen: boolean;
  onCards: () => void;
  onToggleLog: () => void;
  onMenu: () => void;
}) {
  return (
    <nav className="map-actions" aria-label="Adventure">
      <p className="map-gold" data-testid="map-gold">
        <img src={imageUrl('icon.gold')} alt="" draggable={false} />
        <span className="visually-hidden">Gold: </span>
        <span className="map-gold-count" data-testid="map-gold-count">
          {gold}
        </span>
      </p>
      <button type="button" className="map-action" onClick={onCards}>
        <img src={imageUrl('icon.cards')} alt="" draggable={false} />
        <span>CARDS</span>
      </button>
      <Link to="/store" className="map-action" onClick={() => playSound('click')}>
        <img src={imageUrl('icon.chest')} alt="" draggable={false} />
        <span>SHOP</span>
      </Link>
      <button
        type="button"
        className={`map-action ${logOpen ? 'is-on' : ''}`}
        aria-pressed={logOpen}
        onClick={onToggleLog}
      >
        <img src={imageUrl('icon.book')} alt="" draggable={false} />
        <span>STORY</span>
      </button>
      <button type="button" className="map-action" onClick={onMenu} aria-haspopup="dialog">
        <span className="map-menu-glyph" aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
        <span>MENU</span>
      </button>
    </nav>
  );
}
