// The chat as the contact and customer-service pages place it (components/chat/LazyChat.tsx): its code loads after the
// page's own, an empty box of the chat's size meanwhile, then the chat itself with the tab's store: its messages and
// the field to type in.
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { LazyChat } from '../../components/chat/LazyChat';

it('an empty box while its code loads, then the chat: its messages and the field to type in', async () => {
  const { container } = render(<LazyChat />);
  expect(screen.queryByRole('log')).toBeNull();
  expect(container.firstElementChild).toBeEmptyDOMElement();
  expect(await screen.findByRole('log', { name: 'Chat messages' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Type your message...')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
});
