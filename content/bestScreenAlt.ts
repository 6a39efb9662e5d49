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
      "Peak Form's homepage on a desktop: a near-black page with the condensed headline 'Train with purpose.' in white and lime, a 'Book your free first class' button, and this week's class schedule with the spots left in each class",
    phone: 'Peak Form Fitness Studio, homepage on a phone: Train with purpose.; This week Midtown studio',
  },
  'whitfield-associates-law': {
    desktop:
      "Whitfield & Associates' homepage on a desktop: a navy page with a serif headline, 'Counsel you can trust, for the decisions that matter most.', a gold 'Request a consultation' button and a consultation form, above a row of the firm's figures",
    phone:
      'Whitfield & Associates, homepage on a phone: Counsel you can trust, for the decisions that matter most.; Tell us what happened',
  },
  'azure-cove-pool-resort': {
    desktop:
      "Azure Cove's homepage: the italic headline 'Where the water slows time.' over a drawn sunset on Lake Lanier, with the lagoon pool's deck, its umbrellas and the pines on the far shore, a booking bar with check-in, check-out, guests and a coral 'Check availability' button, then three seasonal packages, Lagoon Weekend, Salt & Stillness and Little Cove Days, each drawn as a scene with its nightly rate",
    phone:
      'Booking a stay at Azure Cove on a phone, step 1 of 4, dates and guests: a June calendar with the 12th to the 15th picked and two adults. Step 2 of 4, the suite: the Lagoon Suite, drawn with its terrace on the lagoon pool, a king bed, at $389 a night.',
  },
  'greenblade-lawn-care': {
    desktop:
      "GreenBlade's homepage: a deep green panel headed 'Your weekends back. Your lawn the best on the block.' with a ZIP-code box that gives a price in 60 seconds, beside a drawn East Atlanta yard, a bungalow on a freshly striped lawn with the crew's mower, and a five-star review from Kirkwood; below, four plans, weekly mowing from $39, fertilization, aeration and seeding, and leaf cleanup, each with its own drawing, under the neighborhoods the crews serve",
    phone:
      'Requesting a lawn quote from GreenBlade on a phone, step 1 of 3, where the lawn is: ZIP code 30317, 412 Hardee Ave, and the yard drawn from above with 6,200 square feet of lawn outlined.',
  },
  'summit-ridge-roofing': {
    desktop:
      "Summit Ridge's homepage: an orange storm-crew alert, the condensed headline 'Storm damage? Free inspection within 48 hours.' over a drawn street of roofs under clearing storm clouds, and step one of a three-step quote form asking what kind of roof problem it is; then the firm's figures and 'What we fix', four services each with its own drawing: a shingle roof going on, hail on a roof, an inspector's 21-point checklist and a gutter with its guard",
    phone:
      'A roof quote from Summit Ridge on a phone, step 1 of 3, what happened: four big buttons, storm or hail picked, leak or repair, replacement, not sure.',
  },
};
