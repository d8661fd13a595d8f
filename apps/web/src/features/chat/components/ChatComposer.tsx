import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { chatMessageProblem } from '@vitalsync/contracts';
import { type FormEvent, type KeyboardEvent, type RefObject, useState } from 'react';

import { AutosizeTextarea } from '../../../forms/AutosizeTextarea';
import classes from './ChatView.module.css';

interface ChatComposerProps {
  /** Names the box for screen readers ("Message to Ada Lovelace"). */
  label: string;
  disabled: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Called with text that passes the chat's content rule, trimmed as it will be stored. */
  onSend: (content: string) => void;
}

/**
 * "Type a message..." and "Send" (docs/product/screens-and-routes.md#doctor-chats). Enter sends and Shift+Enter
 * starts a new line; blank text is ignored (docs/product/validation.md#chat-and-assistant-input) and text the
 * server would refuse (too long) says why at once, with the same words.
 */
export const ChatComposer = ({ label, disabled, inputRef, onSend }: ChatComposerProps) => {
  const [draft, setDraft] = useState('');
  const problem = chatMessageProblem(draft);
  // An empty box is no mistake to point out: it is simply not sent.
  const shownProblem = problem?.code === 'chat.message_empty' ? undefined : problem?.message;

  const send = () => {
    if (problem) return;
    onSend(draft.trim());
    setDraft('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
    // The Send button took focus with the click; the next message is typed where the last one was.
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing a character uses Enter to confirm it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} aria-label="Send a message">
      <AutosizeTextarea
        ref={inputRef}
        aria-label={label}
        placeholder="Type a message..."
        minRows={1}
        maxRows={6}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={shownProblem}
        disabled={disabled}
        // The Send button sits beside the box, inside the field, so the reason shows under both.
        inputContainer={(box) => (
          <div className={classes.composer}>
            <div className={classes.input}>{box}</div>
            <Button type="submit" leftSection={<IconSend size={18} aria-hidden />} disabled={disabled}>
              Send
            </Button>
          </div>
        )}
      />
    </form>
  );
};
