// The site's own copy as the chat assistant's knowledge: generated from content/*.ts into knowledge.generated.ts
// (npm run gen:knowledge), so the functions import nothing outside supabase/functions/.
export { siteKnowledge } from './knowledge.generated.ts';
