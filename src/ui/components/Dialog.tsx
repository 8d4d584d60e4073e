import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  subtitle?: string;
  /** The spec gives each dialog a maximum width in pixels (login 390, confirm 600, ...). */
  maxWidth: number;
  /** Persistent dialogs (the login dialog, battle messages) cannot be closed with Escape. */
  onDismiss?: () => void;
  children: ReactNode;
  testId?: string;
}

export function Dialog({ title, subtitle, maxWidth, onDismiss, children, testId }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Move focus into the dialog, so keyboard players start where the action is.
    const first = panel.current?.querySelector<HTMLElement>('input, button, [tabindex]');
    first?.focus();
  }, []);

  useEffect(() => {
    if (!onDismiss) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDismiss]);

  return (
    <div className="dialog-backdrop">
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        style={{ maxWidth }}
        data-testid={testId}
      >
        <h2 id={titleId}>{title}</h2>
        {subtitle ? <p className="dialog-subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </div>
  );
}
