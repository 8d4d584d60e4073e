import type { ComponentProps } from 'react';

/** A button's own props, its ref included (React 19 passes it as a prop). */
type ButtonProps = ComponentProps<'button'>;

/** The primary button of docs/game-design.md §2.13 (110 by 40 px, default label PLAY). */
export function PrimaryButton({ children = 'PLAY', className = '', type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={`btn btn-primary ${className}`} {...rest}>
      {children}
    </button>
  );
}

/** The secondary button of docs/game-design.md §2.13 (110 by 40 px, default label BACK). */
export function SecondaryButton({
  children = 'BACK',
  className = '',
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={`btn btn-secondary ${className}`} {...rest}>
      {children}
    </button>
  );
}

export function DangerButton({ children, className = '', type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={`btn btn-danger ${className}`} {...rest}>
      {children}
    </button>
  );
}
