// customer-service: the live AI chat widget section (the chat itself lives in components/chat).
import { TabChat } from '../chat/ChatCard';
import { Section, SectionHeading } from '../ui';
import { liveChatCopy } from '../../content/service-pages/customer-service';

export function SupportChatPanel() {
  return (
    <Section id="live-chat" labelledBy="live-chat-title" className="bg-slate-50">
      <SectionHeading id="live-chat-title" title={liveChatCopy.title} intro={liveChatCopy.intro} />
      <div className="mx-auto mt-10 max-w-2xl">
        <TabChat />
      </div>
    </Section>
  );
}
