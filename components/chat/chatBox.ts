// The chat card's box (spec §2 Contact: 500 px high), shared by the card and the space kept for it while its code
// loads (LazyChat.tsx), so the two can never differ.
export const chatBoxClassName = 'h-[500px] rounded-3xl border border-slate-200 bg-white shadow-lg';
