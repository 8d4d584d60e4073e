import { useEffect, useState, type FormEvent } from 'react';
import { ROOM_NAME_RULES, roomNameProblem } from '../../../protocol/index.ts';
import { createRoom, useOnlineStore } from '../../../state/online/index.ts';
import { PrimaryButton, SecondaryButton } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/fields.tsx';

/** Create Room: a name checked as it is typed (the server's own rules), its problem under the field. */
export function CreateRoomDialog({ suggestion, onClose }: { suggestion: string; onClose: () => void }) {
  const [name, setName] = useState(suggestion);
  const [touched, setTouched] = useState(false);
  const [local, setLocal] = useState<string | null>(null);
  const serverProblem = useOnlineStore((s) => s.createProblem);
  const pending = useOnlineStore((s) => s.pending === 'create');
  const room = useOnlineStore((s) => s.room);
  const [asked, setAsked] = useState(false);

  // The room arrives: the dialog's work is done.
  useEffect(() => {
    if (asked && room) onClose();
  }, [asked, room, onClose]);

  const problem = local ?? (asked && serverProblem ? serverProblem.message : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const refused = createRoom(name);
    setLocal(refused);
    setAsked(refused === null);
  };

  return (
    <Dialog title="Create Room" maxWidth={440} onDismiss={onClose} testId="create-room-dialog">
      <form onSubmit={submit} noValidate>
        <TextField
          label="Room name"
          value={name}
          maxLength={ROOM_NAME_RULES.maxLength + 8}
          autoComplete="off"
          error={problem ?? undefined}
          hint={ROOM_NAME_RULES.description}
          onChange={(event) => {
            setName(event.target.value);
            setAsked(false);
            setLocal(touched ? roomNameProblem(event.target.value) : null);
          }}
        />
        <div className="dialog-actions">
          <SecondaryButton onClick={onClose}>Cancel</SecondaryButton>
          <PrimaryButton type="submit" disabled={pending} aria-busy={pending}>
            Create
          </PrimaryButton>
        </div>
      </form>
    </Dialog>
  );
}
