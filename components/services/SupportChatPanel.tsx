// customer-service: the live AI chat widget section (the chat itself lives in components/chat).
import { ChatCard } from '../chat/ChatCard';
import { Section, SectionHeading } from '../ui';

export function SupportChatPanel() {
  return (
    <Section id="live-chat" labelledBy="live-chat-title" className="bg-slate-50">
      <SectionHeading
        id="live-chat-title"
        title="Try our AI support live"
        intro="Ask it anything about Lumivox: services, pricing, timelines. This is the same assistant we build for clients."
      />
      <div className="mx-auto mt-10 max-w-2xl">
        <ChatCard />
      </div>
    </Section>
  );
}
