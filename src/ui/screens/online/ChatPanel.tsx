import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CHAT_LIMIT } from '../../../protocol/index.ts';
import { sendChat, useOnlineStore } from '../../../state/online/index.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * The Chat Room (docs/game-design.md §6.2): the room's messages as plain text (never HTML), a message input
 * sent with Enter, at most 200 characters with a counter, and the server's refusals (such as
 * sending too fast) under the field.
 */
export function ChatPanel() {
  const room = useOnlineStore((s) => s.room);
  const chat = useOnlineStore((s) => s.chat);
  const me = useOnlineStore((s) => s.me);
  const refused = useOnlineStore((s) => s.chatProblem);
  const connected = useOnlineStore((s) => s.connection === 'open');
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const log = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const noteId = useId();

  // New messages scroll into view.
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat]);

  // A refused message comes back to the field, so it can be sent again.
  useEffect(() => {
    if (refused) setDraft((current) => (current.length === 0 ? refused.text : current));
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = sendChat(draft);
    setNote(problem);
    if (!problem) setDraft('');
  };

  const length = [...draft].length;
  const message = note ?? refused?.message ?? null;
  const disabled = !room || !connected;

  return (
    <section
      className="online-panel chat-panel"
      aria-labelledby={`${inputId}-title`}
      data-testid="chat-panel"
    >
      <h2 id={`${inputId}-title`} className="online-panel-title">
        Chat Room
      </h2>
      <ol className="chat-log" ref={log} aria-label="Chat history" aria-live="polite" data-testid="chat-log">
        {room === null ? (
          <li className="chat-empty">Join or create a room to talk with the other player.</li>
        ) : chat.length === 0 ? (
          <li className="chat-empty">No messages yet. Say kumusta!</li>
        ) : (
          chat.map((line) => (
            <li
              key={line.id}
              className={`chat-line ${line.name === me ? 'is-mine' : ''}`}
              data-testid="chat-line"
            >
              <span className="chat-meta">
                <strong className="chat-name">{line.name}</strong>
                <time dateTime={new Date(line.at).toISOString()}>{timeFormat.format(line.at)}</time>
              </span>
              <span className="chat-text">{line.text}</span>
            </li>
          ))
        )}
      </ol>
      <form className="chat-form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Message
        </label>
        <input
          id={inputId}
          className="chat-input"
          type="text"
          value={draft}
          maxLength={CHAT_LIMIT}
          placeholder={room ? 'Write a message and press Enter' : 'Join a room to chat'}
          disabled={disabled}
          autoComplete="off"
          aria-invalid={message !== null}
          aria-describedby={noteId}
          onChange={(event) => {
            setDraft(event.target.value);
            setNote(null);
          }}
        />
        <button type="submit" className="btn btn-secondary chat-send" disabled={disabled || length === 0}>
          Send
        </button>
      </form>
      <div className="chat-foot" id={noteId}>
        {message ? (
          <p className="chat-error" role="alert" data-testid="chat-error">
            {message}
          </p>
        ) : (
          <span />
        )}
        <span className={`chat-counter ${length >= CHAT_LIMIT ? 'is-full' : ''}`} data-testid="chat-counter">
          {`${length}/${CHAT_LIMIT}`}
        </span>
      </div>
    </section>
  );
}
