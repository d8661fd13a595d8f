import { Text, VisuallyHidden } from '@mantine/core';

import { useTypewriter } from '../hooks/useTypewriter';

import classes from './Assistant.module.css';

interface ReplyTextProps {
  text: string;
  /** Typed out now; false: shown whole. */
  typing: boolean;
  onTyped: () => void;
}

/**
 * A reply typed out at 30 ms a character (docs/product/limits.md#assistant-typing-speed). Screen readers get the
 * whole text once, when it arrives (the visually hidden copy joins the polite log), never the letters one by one;
 * the same two nodes stay in place afterwards so nothing is announced twice.
 */
export const ReplyText = ({ text, typing, onTyped }: ReplyTextProps) => {
  const { shown, done } = useTypewriter(text, { active: typing, onDone: onTyped });
  return (
    <>
      <VisuallyHidden>{text}</VisuallyHidden>
      <Text className={classes.text} aria-hidden data-typing={done ? undefined : true}>
        {shown}
      </Text>
    </>
  );
};
