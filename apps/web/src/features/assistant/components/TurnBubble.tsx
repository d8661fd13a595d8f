import { Badge, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { type Turn } from '../conversation';

import classes from './Assistant.module.css';
import { ReplyText } from './ReplyText';

interface TurnBubbleProps {
  turn: Turn;
  typing: boolean;
  onTyped: () => void;
}

/** Who wrote a reply, in a word: the built-in engine's answers are automatic (issue 10 section 5). */
const sourceLabel = (turn: Extract<Turn, { role: 'model' }>): string => {
  if (turn.failed) return 'Assistant';
  return turn.source === 'built-in' ? 'Assistant · automatic answer' : 'Assistant · AI model';
};

/** One turn: the patient's question on the right, the assistant's reply on the left, named under the text. */
export const TurnBubble = ({ turn, typing, onTyped }: TurnBubbleProps) => {
  if (turn.role === 'user') {
    return (
      <li className={classes.row} data-role="user">
        <div className={classes.bubble} data-role="user">
          <Text className={classes.text}>{turn.text}</Text>
        </div>
        <Text size="xs" c="dimmed" className={classes.meta}>
          You
        </Text>
      </li>
    );
  }
  const emergency = !turn.failed && turn.emergency;
  return (
    <li className={classes.row} data-role="model">
      <div className={classes.bubble} data-role="model" data-emergency={emergency || undefined}>
        {emergency ? (
          <Badge
            color="red.9"
            radius="sm"
            tt="none"
            mb={6}
            leftSection={<IconAlertTriangle size={14} aria-hidden />}
          >
            Emergency
          </Badge>
        ) : null}
        <ReplyText text={turn.text} typing={typing} onTyped={onTyped} />
      </div>
      <Text size="xs" c="dimmed" className={classes.meta}>
        {sourceLabel(turn)}
      </Text>
    </li>
  );
};
