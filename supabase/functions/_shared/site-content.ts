// The site's own copy as the chat assistant's knowledge: generated from content/*.ts into knowledge.generated.ts
// (npm run gen:knowledge), so the functions import nothing outside supabase/functions/.
// siteIdentity: the agency's name, domain, address and colours for the e-mails and the sender.
export { siteIdentity, siteKnowledge } from './knowledge.generated.ts';
