// Written by `npm run render:work` (scripts/render-work.mjs) from the pages in content/client-sites/: do not edit.
// The alt text of each client's best screens: the homepage on a desktop and on a phone, the phone flow's first step
// (the first piece of each; content/workScreens.ts).
import type { ProjectSlug } from './slugs.ts';

export const bestScreenAlt: Record<ProjectSlug, { desktop: string; phone: string; phoneHome: string }> = {
  'ember-oak-coffee-roasters': {
    desktop:
      "Ember & Oak's homepage on a desktop: a cream page headed 'Roasted slow, poured warm.' in the Fraunces serif with 'poured warm' in ember-orange italics, 'Shop this week's roasts' and 'Start a subscription' buttons, and three drawn coffee bags, House Blend, Guji Natural and Ember Espresso, standing on an oak shelf beside a tasting card",
    phone:
      "Ember & Oak on a phone, step 1 of 3, choosing a coffee: a drawn green Guji Natural bag with its mountain label, the tasting notes peach, jasmine and honey, roasted Tuesday, a choice of whole bean or ground for filter or espresso, and a full-width 'Add to cart · $21' button",
    phoneHome:
      "Ember & Oak's homepage on a phone: 'Roasted slow, poured warm.' in the Fraunces serif, 'poured warm' in ember-orange italics, under the logo and the cart",
  },
  'peak-form-fitness-studio': {
    desktop:
      "Peak Form's homepage on a desktop: a near-black page with 'Train with purpose.' in tall condensed capitals, white and lime, one lime 'Book your free first class' button, and Tuesday's classes with the spots left in each over the studio's peak drawn in lime outline; below, the studio's figures: 42 classes a week, 12 people a class at most",
    phone:
      "Peak Form on a phone, step 1 of 4, picking a class: Tuesday the 10th chosen in a strip of days, Tuesday's five classes from 6 am to 6:45 pm with their coaches and spots left, the 7:15 am HIIT Ignite with one spot picked in lime, and a full-width 'Continue' button",
    phoneHome:
      "Peak Form's homepage on a phone: 'Train with purpose.' in tall condensed capitals, white and lime on near-black, under a lime 'Free first class' button",
  },
  'whitfield-associates-law': {
    desktop:
      "Whitfield & Associates' homepage on a desktop: a navy page headed 'Counsel you can trust, for the decisions that matter most.' in a serif with 'trust' in gold italics, a gold 'Request a consultation' button, and a consultation form filled in for a partner buyout in front of Atlanta's towers drawn in fine gold line",
    phone:
      "Whitfield & Associates on a phone, step 1 of 4, the area of law: a serif question, 'What do you need help with?', five choices each with a fine gold drawing, business law picked with a gold border, a note that the request is free and confidential, and a navy 'Continue' button",
    phoneHome:
      "Whitfield & Associates' homepage on a phone: the gold W ring logo on navy and the serif headline 'Counsel you can trust, for the decisions that matter most.', 'trust' in gold italics",
  },
  'azure-cove-pool-resort': {
    desktop:
      "Azure Cove's homepage: the italic headline 'Where the water slows time.' over a drawn sunset on Lake Lanier, with the lagoon pool's deck, its umbrellas and the pines on the far shore, a booking bar with check-in, check-out, guests and a coral 'Check availability' button, then three seasonal packages, Lagoon Weekend, Salt & Stillness and Little Cove Days, each drawn as a scene with its nightly rate",
    phone:
      "Booking a stay at Azure Cove on a phone, step 1 of 4, dates and guests: a drawn sunset over the lagoon, 'When are you coming?' in Cormorant italic, the whole of June 2026 on a calendar with Friday the 12th to Monday the 15th picked, two adults and no children, and a coral 'See suites for 3 nights' button",
    phoneHome:
      "Azure Cove's homepage on a phone: the wordmark, a 'Book your stay' button and the italic headline 'Where the water slows time.' over a peach sunset on Lake Lanier",
  },
  'greenblade-lawn-care': {
    desktop:
      "GreenBlade's homepage: a deep green panel headed 'Your weekends back. Your lawn the best on the block.' with a ZIP-code box that gives a price in 60 seconds, beside a drawn East Atlanta yard, a bungalow on a freshly striped lawn with the crew's mower, and a five-star review from Kirkwood; below, four plans, weekly mowing from $39, fertilization, aeration and seeding, and leaf cleanup, each with its own drawing, under the neighborhoods the crews serve",
    phone:
      "Requesting a lawn quote from GreenBlade on a phone, step 1 of 3, where the lawn is: 'Your price in 60 seconds' under 4.9 stars from 310 neighbors, the ZIP code 30317 and 412 Hardee Ave typed in, the yard drawn from above with its front and back lawns outlined in lime and measured at 6,200 square feet, Kirkwood crews on the street on Tuesdays and Thursdays, and a lime 'See my price' button",
    phoneHome:
      "GreenBlade's homepage on a phone: 'Your weekends back. Your lawn the best on the block.' in white and lime on deep green, under 4.9 stars from 310 neighbors",
  },
  'summit-ridge-roofing': {
    desktop:
      "Summit Ridge's homepage: an orange storm-crew alert, the condensed headline 'Storm damage? Free inspection within 48 hours.' over a drawn street of roofs under clearing storm clouds, and step one of a three-step quote form asking what kind of roof problem it is; then the firm's figures and 'What we fix', four services each with its own drawing: a shingle roof going on, hail on a roof, an inspector's 21-point checklist and a gutter with its guard",
    phone:
      "A roof quote from Summit Ridge on a phone, step 1 of 3, what happened: under the orange storm-crews bar and a drawn house with hail falling on its roof, 'What happened to your roof?' with four big buttons, storm or hail damage picked, leak or repair, full replacement and not sure yet, and an orange 'Next: your address' button",
    phoneHome:
      "Summit Ridge's homepage on a phone: the orange storm-crews bar, the logo and the estimator's number, and 'Storm damage? Free inspection within 48 hours.' in condensed capitals",
  },
};
