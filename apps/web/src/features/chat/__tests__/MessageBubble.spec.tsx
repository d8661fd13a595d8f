import { MantineProvider } from '@mantine/core';
import { type Role } from '@vitalsync/contracts';
import { render, screen } from '@testing-library/react';

import { type ChatEntry } from '../chatEntries';
import { MessageBubble } from '../components/MessageBubble';

import { aMessage } from './chatFixtures';

const stored = (seq: number, sender: Role, content: string): ChatEntry => ({
  kind: 'stored',
  message: aMessage(seq, sender, { content }),
});

const renderBubbles = (ownRole: Role, entries: ChatEntry[]) =>
  render(
    <MantineProvider>
      <ol>
        {entries.map((entry, index) => (
          <MessageBubble
            key={index}
            entry={entry}
            ownRole={ownRole}
            counterpartName={ownRole === 'user' ? 'Dr Meredith Grey' : 'Ada Patient'}
            online
            onRetry={jest.fn()}
            onDiscard={jest.fn()}
          />
        ))}
      </ol>
    </MantineProvider>,
  );

const lineOf = (text: string) => screen.getByText(text, { exact: false }).closest('li');

describe('a message bubble', () => {
  it('puts the patient’s own messages on the right and the doctor’s on the left in the patient’s view', () => {
    renderBubbles('user', [stored(1, 'user', 'Hello doctor'), stored(2, 'doctor', 'Hello Ada')]);

    expect(lineOf('Hello doctor')).toHaveAttribute('data-side', 'right');
    expect(lineOf('Hello doctor')).toHaveTextContent('You · ');
    expect(lineOf('Hello Ada')).toHaveAttribute('data-side', 'left');
    expect(lineOf('Hello Ada')).toHaveTextContent('Dr Meredith Grey · ');
  });

  it('keeps the doctor’s messages on the right in the doctor’s view', () => {
    renderBubbles('doctor', [stored(1, 'user', 'Hello doctor'), stored(2, 'doctor', 'Hello Ada')]);

    expect(lineOf('Hello Ada')).toHaveAttribute('data-side', 'right');
    expect(lineOf('Hello doctor')).toHaveAttribute('data-side', 'left');
  });

  it('puts a message still being sent on the reader’s side', () => {
    renderBubbles('user', [
      {
        kind: 'pending',
        message: {
          clientId: 'c1',
          content: 'On its way',
          status: 'sending',
          createdAt: '2099-05-05T10:00:00.000Z',
        },
      },
    ]);

    expect(lineOf('On its way')).toHaveAttribute('data-side', 'right');
  });

  it('makes web addresses links that open safely in a new tab, and leaves other schemes as text', () => {
    renderBubbles('user', [
      stored(1, 'doctor', 'Read https://nhs.uk/asthma. Not javascript:alert(1) nor <b>bold</b>'),
    ]);

    const link = screen.getByRole('link', { name: 'https://nhs.uk/asthma' });
    expect(link).toHaveAttribute('href', 'https://nhs.uk/asthma');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(lineOf('Read')).toHaveTextContent(
      'Read https://nhs.uk/asthma. Not javascript:alert(1) nor <b>bold</b>',
    );
    expect(lineOf('Read')?.querySelector('b')).toBeNull();
  });
});
