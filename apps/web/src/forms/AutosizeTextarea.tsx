import { Textarea, type TextareaProps } from '@mantine/core';
import { type CSSProperties } from 'react';

import classes from './AutosizeTextarea.module.css';

/**
 * Whether the browser grows a textarea with its text in CSS (`field-sizing: content`: Chromium 123, Safari 26).
 * Mantine's `autosize` measures instead: each render of each box reads its computed style and a hidden copy's
 * height, a forced layout of the page per box, which made a profile's first render a long task on a phone
 * (docs/performance.md "Textareas sized in CSS, locale data loaded early").
 */
const sizesTextareasInCss = (): boolean =>
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

export interface AutosizeTextareaProps extends Omit<TextareaProps, 'autosize' | 'style'> {
  minRows: number;
  maxRows: number;
}

/** A textarea that grows with its text from `minRows` to `maxRows` lines, then scrolls. */
export const AutosizeTextarea = ({ minRows, maxRows, className, ...props }: AutosizeTextareaProps) => {
  if (!sizesTextareasInCss()) {
    return <Textarea {...props} className={className} autosize minRows={minRows} maxRows={maxRows} />;
  }
  const rows = { '--textarea-min-rows': minRows, '--textarea-max-rows': maxRows } as CSSProperties;
  return (
    <Textarea
      {...props}
      className={className ? `${classes.sized} ${className}` : classes.sized}
      style={rows}
      rows={minRows}
    />
  );
};
