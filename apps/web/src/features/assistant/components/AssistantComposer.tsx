import { Button, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { ASSISTANT_TEXTS } from '@vitalsync/contracts';
import { type FormEvent, type RefObject, useState } from 'react';

import { questionProblem } from '../conversation';

import classes from './Assistant.module.css';

interface AssistantComposerProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** No question until the last reply is whole (docs/product/screens-and-routes.md#ai-health-assistant). */
  busy: boolean;
  onAsk: (question: string) => void;
}

/**
 * "Ask your health question..." and Send (docs/product/screens-and-routes.md#ai-health-assistant). Enter sends (the
 * form submits); an empty question is ignored; one the server would refuse as too long says why at once, in the
 * server's words.
 */
export const AssistantComposer = ({ inputRef, busy, onAsk }: AssistantComposerProps) => {
  const [draft, setDraft] = useState('');
  const problem = questionProblem(draft);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || problem || draft.trim() === '') return;
    onAsk(draft);
    setDraft('');
  };

  return (
    <form onSubmit={onSubmit} aria-label="Ask the health assistant" className={classes.composer}>
      <TextInput
        ref={inputRef}
        className={classes.input}
        aria-label="Your health question"
        placeholder={ASSISTANT_TEXTS.placeholder}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        disabled={busy}
        error={problem}
        size="md"
      />
      <Button
        type="submit"
        size="md"
        leftSection={<IconSend size={18} aria-hidden />}
        classNames={{ section: classes.sendIcon }}
        disabled={busy}
      >
        {ASSISTANT_TEXTS.send}
      </Button>
    </form>
  );
};
