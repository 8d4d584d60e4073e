import { useRef, useState } from 'react';
import { playSound } from '../../../services/audio/audio.ts';
import { inviteLink } from '../../routes/afterSignIn.ts';
import { SecondaryButton } from '../../components/Button.tsx';
import { toastInfo } from '../../toasts.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export const INVITE_COPIED = 'Invite link copied: send it to a friend, it opens this room.';
export const INVITE_NOT_COPIED =
  'Your browser did not let the game copy it: select the link and copy it yourself.';

/**
 * Copies text the way the browser allows. The Clipboard API exists only on secure pages (https,
 * localhost), and a game opened at a LAN address (http://192.168.…) is not one: there the selected
 * field is copied with the older copy command, which a click may still do.
 */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): the field's copy below.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** The room's invite link with Copy invite link, while a seat is free (docs/game-design.md §6.1). */
export function InviteLink({ code }: { code: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const link = inviteLink(window.location.origin, code);
  const ownComputerOnly = LOOPBACK.has(window.location.hostname);

  const copy = async () => {
    playSound('click');
    const done = await copyText(link, field.current);
    setCopied(done);
    if (done) toastInfo(INVITE_COPIED);
    else {
      field.current?.select();
      toastInfo(INVITE_NOT_COPIED);
    }
  };

  return (
    <div className="invite-link" data-testid="invite-link">
      <label className="invite-link-label" htmlFor="invite-link-field">
        Invite a friend
      </label>
      <div className="invite-link-row">
        <input
          id="invite-link-field"
          ref={field}
          className="invite-link-field"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={ownComputerOnly ? 'invite-link-note' : undefined}
          title="Whoever opens this link takes the free seat (signed out, they sign in or play as a guest first)."
        />
        <SecondaryButton onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy invite link'}
        </SecondaryButton>
      </div>
      {ownComputerOnly ? (
        <p className="invite-link-note" id="invite-link-note">
          This computer only: a friend on your network needs the network address npm start printed.
        </p>
      ) : null}
    </div>
  );
}
