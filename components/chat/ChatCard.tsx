// The support chat card (spec §2 Contact): 500 px high, scrolling messages, 'Type your message...', send button.
import { contact } from '../../content/pages';

export const chatGreeting = 'Hello! What can I assist you with?';

export function ChatCard() {
  return (
    <section
      aria-labelledby="chat-title"
      className="flex h-[500px] flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-lg"
    >
      <header className="bg-brand-gradient flex items-center gap-3 px-5 py-4 text-white">
        <span className="h-2.5 w-2.5 rounded-full bg-emerald-300" aria-hidden="true" />
        <h2 id="chat-title" className="font-semibold">
          {contact.chatTitle}
        </h2>
      </header>
      <div className="flex-1 space-y-3 overflow-y-auto p-5" role="log" aria-live="polite" aria-label="Chat messages">
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-brand-50 px-4 py-3 text-slate-800">{chatGreeting}</p>
      </div>
      <form className="flex gap-2 border-t border-slate-200 p-3" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="chat-input" className="sr-only">
          Your message
        </label>
        <input
          id="chat-input"
          type="text"
          placeholder="Type your message..."
          className="flex-1 rounded-full border border-slate-300 px-4 py-2.5 focus:border-brand-500"
        />
        <button
          type="submit"
          className="bg-brand-gradient rounded-full px-5 py-2.5 font-semibold text-white disabled:opacity-50"
          aria-label="Send message"
        >
          Send
        </button>
      </form>
    </section>
  );
}
