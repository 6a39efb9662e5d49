// Written by `npm run render:work` (scripts/render-work.mjs) from the pages in content/client-sites/: do not edit.
// The alt text of each client's best desktop and phone screens (the first piece of each; content/workScreens.ts).
import type { ProjectSlug } from './slugs.ts';

export const bestScreenAlt: Record<ProjectSlug, { desktop: string; phone: string }> = {
  'ember-oak-coffee-roasters': {
    desktop:
      "Ember & Oak's homepage on a desktop: a cream page headed 'Roasted slow, poured warm.' in the Fraunces serif with 'poured warm' in ember-orange italics, 'Shop this week's roasts' and 'Start a subscription' buttons, and three drawn coffee bags, House Blend, Guji Natural and Ember Espresso, standing on an oak shelf beside a tasting card",
    phone:
      "Ember & Oak on a phone, step 1 of 3, choosing a coffee: a drawn green Guji Natural bag with its mountain label, the tasting notes peach, jasmine and honey, roasted Tuesday, a choice of whole bean or ground for filter or espresso, and a full-width 'Add to cart · $21' button",
  },
  'peak-form-fitness-studio': {
    desktop:
      "Peak Form's homepage on a desktop: a near-black page with 'Train with purpose.' in tall condensed capitals, white and lime, one lime 'Book your free first class' button, and Tuesday's classes with the spots left in each over the studio's peak drawn in lime outline; below, the studio's figures: 42 classes a week, 12 people a class at most",
    phone:
      "Peak Form on a phone, step 1 of 4, picking a class: Tuesday the 10th chosen in a strip of days, Tuesday's five classes from 6 am to 6:45 pm with their coaches and spots left, the 7:15 am HIIT Ignite with one spot picked in lime, and a full-width 'Continue' button",
  },
  'whitfield-associates-law': {
    desktop:
      "Whitfield & Associates' homepage on a desktop: a navy page headed 'Counsel you can trust, for the decisions that matter most.' in a serif with 'trust' in gold italics, a gold 'Request a consultation' button, and a consultation form filled in for a partner buyout in front of Atlanta's towers drawn in fine gold line",
    phone:
      "Whitfield & Associates on a phone, step 1 of 4, the area of law: a serif question, 'What do you need help with?', five choices each with a fine gold drawing, business law picked with a gold border, a note that the request is free and confidential, and a navy 'Continue' button",
  },
  'azure-cove-pool-resort': {
    desktop:
      "Azure Cove's homepage on a desktop: a drawn sunset over a lagoon between two palms, the italic headline 'Where the water slows time.' and a booking bar with check-in and check-out dates, guests and a coral 'Check availability' button",
    phone: 'Azure Cove Pool & Resort, homepage on a phone: Where the water slows time.',
  },
  'greenblade-lawn-care': {
    desktop:
      "GreenBlade's homepage on a desktop: a dark green panel headed 'Your weekends back. Your lawn the best on the block.' with a ZIP-code price box, beside a drawn house on a striped lawn and a five-star review from Kirkwood",
    phone: 'GreenBlade Lawn Care, homepage on a phone: Your weekends back. Your lawn the best on the block.',
  },
  'summit-ridge-roofing': {
    desktop:
      "Summit Ridge's homepage on a desktop: an orange storm-crew alert, the condensed headline 'Storm damage? Free inspection within 48 hours.' and step one of a three-step quote form asking what kind of roof problem it is",
    phone: 'Summit Ridge Roofing, homepage on a phone: Storm damage? Free inspection within 48 hours.',
  },
};
