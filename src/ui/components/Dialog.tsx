import { useEffect, useId, useRef, type ReactNode } from 'react';
import { isTopmost, useModalFocus } from './useModalFocus.ts';

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

  // Focus moves into the dialog, so keyboard players start where the action is; Tab stays in it;
  // closing hands the focus back to the control that opened it.
  useModalFocus(panel);

  useEffect(() => {
    // Persistent dialogs (no onDismiss: login, time's up, the story intro) ignore Escape.
    if (!onDismiss) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && panel.current && isTopmost(panel.current)) {
        event.preventDefault();
        onDismiss();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDismiss]);

  return (
    <div className="dialog-backdrop">
      <div
        ref={panel}
        className="dialog"
        tabIndex={-1}
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
