// customer-service: the live AI chat widget section (the chat itself lives in components/chat).
import { LazyChat } from '../chat/LazyChat';
import { Section, SectionHeading } from '../ui';
import { liveChatCopy } from '../../content/service-pages/customer-service';

export function SupportChatPanel() {
  return (
    <Section id="live-chat" labelledBy="live-chat-title" className="bg-slate-50">
      <SectionHeading id="live-chat-title" title={liveChatCopy.title} intro={liveChatCopy.intro} />
      <div className="mt-10 max-w-3xl">
        <LazyChat />
      </div>
    </Section>
  );
}
