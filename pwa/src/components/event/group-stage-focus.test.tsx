import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { eventPage } from '../../routes/event/event-fixtures';
import { GroupStage } from './group-stage';

afterEach(cleanup);

const groups = eventPage().activeGroupStage!.groups;

function Stage() {
  const [open, setOpen] = useState<string | null>(null);
  return <GroupStage groups={groups} openGroupId={open} onOpen={setOpen} />;
}

describe('GroupStage focus', () => {
  it('moves focus to the full table’s heading, and back to the group’s card after Back to Group Stage', () => {
    render(
      <MemoryRouter>
        <Stage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Group B/ }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Group B' }));
    fireEvent.click(screen.getByRole('button', { name: /Back to Group Stage/ }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Group B/ }));
  });
});
