import type * as MantineCore from '@mantine/core';
import { MantineProvider, type TextareaProps } from '@mantine/core';
import { render, screen } from '@testing-library/react';

import { AutosizeTextarea } from '../AutosizeTextarea';

// Mantine does not measure under test (NODE_ENV=test), so the props it is given are what this can check.
const mantineTextarea = jest.fn();
jest.mock('@mantine/core', () => {
  const actual = jest.requireActual<typeof MantineCore>('@mantine/core');
  return {
    ...actual,
    Textarea: (props: TextareaProps) => {
      mantineTextarea(props);
      return <actual.Textarea {...props} />;
    },
  };
});

/** The browser under test: with or without `field-sizing`. */
const browserSizesInCss = (sizesInCss: boolean) =>
  Object.defineProperty(window, 'CSS', {
    configurable: true,
    value: {
      supports: (property: string, value: string) =>
        sizesInCss && property === 'field-sizing' && value === 'content',
    },
  });

const renderBiography = () =>
  render(
    <MantineProvider>
      <AutosizeTextarea label="Biography" minRows={3} maxRows={8} defaultValue="A few lines" />
    </MantineProvider>,
  );

describe('AutosizeTextarea', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'CSS');
    mantineTextarea.mockReset();
  });

  it('leaves the sizing to CSS where the browser can, with the rows as its bounds, and Mantine measures nothing', () => {
    browserSizesInCss(true);
    renderBiography();

    const box = screen.getByRole('textbox', { name: 'Biography' });
    expect(box).toHaveAttribute('rows', '3');
    const root = box.closest<HTMLElement>('[style*="--textarea-min-rows"]');
    expect(root?.style.getPropertyValue('--textarea-min-rows')).toBe('3');
    expect(root?.style.getPropertyValue('--textarea-max-rows')).toBe('8');
    expect(mantineTextarea).toHaveBeenCalledWith(expect.not.objectContaining({ autosize: true }));
  });

  it('asks Mantine to measure where the browser cannot size a textarea in CSS', () => {
    browserSizesInCss(false);
    renderBiography();

    expect(mantineTextarea).toHaveBeenCalledWith(
      expect.objectContaining({ autosize: true, minRows: 3, maxRows: 8 }),
    );
    expect(
      screen.getByRole('textbox', { name: 'Biography' }).closest('[style*="--textarea-min-rows"]'),
    ).toBeNull();
  });
});
