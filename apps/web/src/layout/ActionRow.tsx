import { type ReactNode } from 'react';

import classes from './ActionRow.module.css';

/**
 * The buttons of a card. They share each row they wrap onto, so a card never ends in a ragged line of buttons, on a
 * phone or beside another card.
 */
export const ActionRow = ({ children }: { children: ReactNode }) => (
  <div className={classes.actions}>{children}</div>
);
