// The game's logo, painted like the rest of its art (assets/art/scenery/logo.ts): "Sinawali
// Showdown" carved in gold over two crossed baston. The mark alone, the gong and crossed sticks
// (assets/art/scenery/emblem.ts), stands in where there is no room for the name.
import * as logoArt from 'virtual:asset-section?keys=logo,logo.mark';
import { sectionImageUrl } from '../../services/assets/section.ts';
import '../styles/scenery.css';

// Only the logo's two entries of the manifest: the login form shows it (docs/performance.md).
const LOGO_URL = sectionImageUrl(logoArt, 'logo');
const MARK_URL = sectionImageUrl(logoArt, 'logo.mark');
/** The painted logo's proportions (1200 x 560). */
const LOGO_ASPECT = 560 / 1200;
const NAME = 'Sinawali Showdown';

interface LogoProps {
  /** The height of the mark; the full logo is four times as wide. */
  size?: number;
  withTitle?: boolean;
  className?: string;
}

/** The mark alone, as decoration beside the name set in text. */
export function CrossedSticks({ size = 120 }: { size?: number }) {
  return (
    <img
      className="crossed-sticks"
      src={MARK_URL}
      alt=""
      aria-hidden="true"
      width={size}
      height={size}
      draggable={false}
      decoding="async"
    />
  );
}

export function Logo({ size = 120, withTitle = true, className = '' }: LogoProps) {
  const width = withTitle ? size * 4 : size;
  const height = withTitle ? Math.round(width * LOGO_ASPECT) : size;
  return (
    <div className={`logo ${className}`}>
      <img
        className={withTitle ? 'logo-art' : 'logo-mark'}
        src={withTitle ? LOGO_URL : MARK_URL}
        alt={NAME}
        width={width}
        height={height}
        draggable={false}
        decoding="async"
      />
    </div>
  );
}
