// Written by `npm run render:work` (scripts/render-work.mjs) from the pages in content/client-sites/: do not edit.
// Each screen's label and each piece's alt text come from the page (<meta name="lumivox:label">, <meta
// name="lumivox:alt">, a section's data-alt, or its headings); heights are CSS px of the render, at the shot's width.
import type { ProjectSlug } from './slugs.ts';

type Shot = 'desktop' | 'scroll' | 'inner' | 'phone';

export interface WorkScreen {
  label: string;
  pieces: readonly { height: number; alt: string }[];
}

/** Each screen's label and each piece's height and alt text. */
export const workScreens: Record<ProjectSlug, Record<Shot, WorkScreen>> = {
  'ember-oak-coffee-roasters': {
    desktop: {
      label: 'Homepage',
      pieces: [
        {
          height: 900,
          alt: "Ember & Oak's homepage on a desktop: a cream page headed 'Roasted slow, poured warm.' in the Fraunces serif with 'poured warm' in ember-orange italics, 'Shop this week's roasts' and 'Start a subscription' buttons, and three drawn coffee bags, House Blend, Guji Natural and Ember Espresso, standing on an oak shelf beside a tasting card",
        },
      ],
    },
    scroll: {
      label: 'Homepage, top to bottom',
      pieces: [
        {
          height: 900,
          alt: 'Ember & Oak Coffee Roasters, homepage, top to bottom, part 1 of 4: Roasted slow, poured warm.',
        },
        {
          height: 692,
          alt: 'Ember & Oak Coffee Roasters, homepage, top to bottom, part 2 of 4: This week on the roaster',
        },
        {
          height: 988,
          alt: 'Ember & Oak Coffee Roasters, homepage, top to bottom, part 3 of 4: Fresh coffee, on your schedule.; Two streets from the drum.',
        },
        {
          height: 207,
          alt: 'Ember & Oak Coffee Roasters, homepage, top to bottom, part 4 of 4: the footer: Ember & Oak Visit 214 Ponce de Leon Pl, Decatur Café open daily, 7 am–4 pm Shop Coffee · Subscriptions · Gift cards · Brewing gear Stay in…',
        },
      ],
    },
    inner: {
      label: 'Menu and shop',
      pieces: [
        {
          height: 1083,
          alt: "Ember & Oak's menu and shop page on a desktop: the café's espresso-brown menu board with drinks and pastries and their prices beside the bean shop, where roast filters sit above six drawn coffee bags, each with its origin, tasting notes, a grind choice and an Add to cart button",
        },
      ],
    },
    phone: {
      label: 'Ordering a bag on a phone',
      pieces: [
        {
          height: 844,
          alt: "Ember & Oak on a phone, step 1 of 3, choosing a coffee: a drawn green Guji Natural bag with its mountain label, the tasting notes peach, jasmine and honey, roasted Tuesday, a choice of whole bean or ground for filter or espresso, and a full-width 'Add to cart · $21' button",
        },
        {
          height: 844,
          alt: "Ember & Oak on a phone, step 2 of 3, the cart: Guji Natural and House Blend with their drawn bags and prices, the Ember Club switched on to deliver every two weeks and save 10%, the order total of $34.20 with free shipping, and a 'Check out' button",
        },
        {
          height: 844,
          alt: "Ember & Oak on a phone, step 3 of 3, the order confirmed: 'See you Friday.' above a drawn bag, a timeline from order placed through roasting Tuesday to delivery Friday, and a sample text message offering to skip the next delivery by replying SKIP",
        },
      ],
    },
  },
  'peak-form-fitness-studio': {
    desktop: {
      label: 'Homepage',
      pieces: [
        {
          height: 794,
          alt: "Peak Form's homepage on a desktop: a near-black page with the condensed headline 'Train with purpose.' in white and lime, a 'Book your free first class' button, and this week's class schedule with the spots left in each class",
        },
      ],
    },
    scroll: {
      label: 'Homepage, top to bottom',
      pieces: [
        {
          height: 794,
          alt: 'Peak Form Fitness Studio, homepage, top to bottom, part 1 of 2: Train with purpose.; This week Midtown studio',
        },
        {
          height: 827,
          alt: 'Peak Form Fitness Studio, homepage, top to bottom, part 2 of 2: Three ways to get stronger',
        },
      ],
    },
    inner: {
      label: 'Three ways to get stronger',
      pieces: [
        { height: 827, alt: 'Peak Form Fitness Studio, three ways to get stronger: Three ways to get stronger' },
      ],
    },
    phone: {
      label: 'Homepage on a phone',
      pieces: [
        {
          height: 844,
          alt: 'Peak Form Fitness Studio, homepage on a phone: Train with purpose.; This week Midtown studio',
        },
      ],
    },
  },
  'whitfield-associates-law': {
    desktop: {
      label: 'Homepage',
      pieces: [
        {
          height: 862,
          alt: "Whitfield & Associates' homepage on a desktop: a navy page with a serif headline, 'Counsel you can trust, for the decisions that matter most.', a gold 'Request a consultation' button and a consultation form, above a row of the firm's figures",
        },
      ],
    },
    scroll: {
      label: 'Homepage, top to bottom',
      pieces: [
        {
          height: 862,
          alt: 'Whitfield & Associates, homepage, top to bottom, part 1 of 2: Counsel you can trust, for the decisions that matter most.; Tell us what happened',
        },
        { height: 693, alt: 'Whitfield & Associates, homepage, top to bottom, part 2 of 2: Where we can help' },
      ],
    },
    inner: {
      label: 'Where we can help',
      pieces: [{ height: 693, alt: 'Whitfield & Associates, where we can help: Where we can help' }],
    },
    phone: {
      label: 'Homepage on a phone',
      pieces: [
        {
          height: 826,
          alt: 'Whitfield & Associates, homepage on a phone: Counsel you can trust, for the decisions that matter most.; Tell us what happened',
        },
      ],
    },
  },
  'azure-cove-pool-resort': {
    desktop: {
      label: 'Homepage',
      pieces: [
        {
          height: 900,
          alt: "Azure Cove's homepage: the italic headline 'Where the water slows time.' over a drawn sunset on Lake Lanier, with the lagoon pool's deck, its umbrellas and the pines on the far shore, a booking bar with check-in, check-out, guests and a coral 'Check availability' button, then three seasonal packages, Lagoon Weekend, Salt & Stillness and Little Cove Days, each drawn as a scene with its nightly rate",
        },
      ],
    },
    scroll: {
      label: 'Homepage, top to bottom',
      pieces: [
        {
          height: 900,
          alt: 'Azure Cove Pool & Resort, homepage, top to bottom, part 1 of 3: Where the water slows time.',
        },
        { height: 844, alt: 'Azure Cove Pool & Resort, homepage, top to bottom, part 2 of 3: Seasonal escapes' },
        {
          height: 761,
          alt: 'Azure Cove Pool & Resort, homepage, top to bottom, part 3 of 3: Ask us anything, at any hour.',
        },
      ],
    },
    inner: {
      label: 'Rooms and booking',
      pieces: [
        {
          height: 1092,
          alt: "Azure Cove's rooms page, step 2 of 4 of a booking: three suites for June 12 to 15, the Lagoon Suite, the Lakeview King and the Garden Cottage, each drawn as its view with its size, beds, what is included and a nightly rate, the Lagoon Suite selected, beside a reservation summary with the dates, two adults, the Lagoon Weekend package, the total of $1,167 before taxes and a coral 'Continue to your details' button",
        },
      ],
    },
    phone: {
      label: 'Booking a stay on a phone',
      pieces: [
        {
          height: 661,
          alt: 'Booking a stay at Azure Cove on a phone, step 1 of 4, dates and guests: a June calendar with the 12th to the 15th picked and two adults. Step 2 of 4, the suite: the Lagoon Suite, drawn with its terrace on the lagoon pool, a king bed, at $389 a night.',
        },
        {
          height: 618,
          alt: "Step 3 of 4, the guest's details: Maya Ellison's name and e-mail, and an arrival around 9 pm. Step 4 of 4, confirm: June 12 to 15 in the Lagoon Suite with the Lagoon Weekend's cabana and cocktails included, $1,167 before taxes, a coral 'Confirm and pay' button and free cancellation until June 5.",
        },
      ],
    },
  },
  'greenblade-lawn-care': {
    desktop: {
      label: 'Homepage',
      pieces: [
        {
          height: 898,
          alt: "GreenBlade's homepage: a deep green panel headed 'Your weekends back. Your lawn the best on the block.' with a ZIP-code box that gives a price in 60 seconds, beside a drawn East Atlanta yard, a bungalow on a freshly striped lawn with the crew's mower, and a five-star review from Kirkwood; below, four plans, weekly mowing from $39, fertilization, aeration and seeding, and leaf cleanup, each with its own drawing, under the neighborhoods the crews serve",
        },
      ],
    },
    scroll: {
      label: 'Homepage, top to bottom',
      pieces: [
        {
          height: 898,
          alt: 'GreenBlade Lawn Care, homepage, top to bottom, part 1 of 2: Your weekends back. Your lawn the best on the block.',
        },
        { height: 863, alt: 'GreenBlade Lawn Care, homepage, top to bottom, part 2 of 2: Care for every season' },
      ],
    },
    inner: {
      label: 'Services and quote',
      pieces: [
        {
          height: 1098,
          alt: "GreenBlade's weekly mowing page with its instant quote: a drawn aerial map of a Kirkwood yard with the front and back lawns outlined and measured at 6,200 square feet, beside a quote card with three plans, weekly mowing picked at $39 a visit, fertilization and leaf cleanup as add-ons, Thursday as the crew's day and a lime 'Book my first mow' button; below, what every visit includes, mow, edge, trim and blow, each with a small drawing",
        },
      ],
    },
    phone: {
      label: 'Requesting a lawn quote on a phone',
      pieces: [
        {
          height: 613,
          alt: 'Requesting a lawn quote from GreenBlade on a phone, step 1 of 3, where the lawn is: ZIP code 30317, 412 Hardee Ave, and the yard drawn from above with 6,200 square feet of lawn outlined.',
        },
        {
          height: 841,
          alt: "Step 2 of 3, the plan: weekly mowing picked at $39 a visit, fertilization added at $55, leaf cleanup at $89 left off. Step 3 of 3, the crew's day: the days Kirkwood crews mow, Thursday picked. The confirmation, 'You're on Thursday's route.': Marco's crew mows the street from 9 to 11 at $39 a visit with no contract, and a text from GreenBlade saying the lawn at 412 Hardee is mowed, edged and blown.",
        },
      ],
    },
  },
  'summit-ridge-roofing': {
    desktop: {
      label: 'Homepage',
      pieces: [
        {
          height: 900,
          alt: "Summit Ridge's homepage: an orange storm-crew alert, the condensed headline 'Storm damage? Free inspection within 48 hours.' over a drawn street of roofs under clearing storm clouds, and step one of a three-step quote form asking what kind of roof problem it is; then the firm's figures and 'What we fix', four services each with its own drawing: a shingle roof going on, hail on a roof, an inspector's 21-point checklist and a gutter with its guard",
        },
      ],
    },
    scroll: {
      label: 'Homepage, top to bottom',
      pieces: [
        {
          height: 900,
          alt: 'Summit Ridge Roofing, homepage, top to bottom, part 1 of 2: Storm damage? Free inspection within 48 hours.; Get your free quote',
        },
        { height: 920, alt: 'Summit Ridge Roofing, homepage, top to bottom, part 2 of 2: What we fix' },
      ],
    },
    inner: {
      label: 'Quote flow',
      pieces: [
        {
          height: 1069,
          alt: "Summit Ridge's quote flow, step 2 of 3: the address 1187 Whitlock Ave in Marietta with the house's roof drawn from above and measured at 28 squares with two hail-damaged slopes marked, beside the estimator for that area, Dana Ruiz, and the free inspection slots from Thursday to Saturday with Thursday at 10 am picked; below, what happens next in four numbered steps, from her call within five minutes to the claim paperwork",
        },
      ],
    },
    phone: {
      label: 'Roof quote on a phone',
      pieces: [
        {
          height: 574,
          alt: 'A roof quote from Summit Ridge on a phone, step 1 of 3, what happened: four big buttons, storm or hail picked, leak or repair, replacement, not sure.',
        },
        {
          height: 622,
          alt: "Step 2 of 3, where the roof is: 1187 Whitlock Ave NW in Marietta, with the roof drawn from above. Step 3 of 3, how to reach the homeowner: Jordan Pike, a mobile number, texts allowed, and an orange 'Get my free quote' button.",
        },
        {
          height: 272,
          alt: "The confirmation: 'Got it, Jordan. Dana calls you in 5 minutes.', with estimator Dana Ruiz, 14 years on roofs in Marietta and West Cobb, and the free inspection on Thursday at 10 am.",
        },
      ],
    },
  },
};

/** Each piece's height: what a picture needs to reserve its box. */
export const workPieceHeights: Record<ProjectSlug, Record<Shot, readonly number[]>> = {
  'ember-oak-coffee-roasters': { desktop: [900], scroll: [900, 692, 988, 207], inner: [1083], phone: [844, 844, 844] },
  'peak-form-fitness-studio': { desktop: [794], scroll: [794, 827], inner: [827], phone: [844] },
  'whitfield-associates-law': { desktop: [862], scroll: [862, 693], inner: [693], phone: [826] },
  'azure-cove-pool-resort': { desktop: [900], scroll: [900, 844, 761], inner: [1092], phone: [661, 618] },
  'greenblade-lawn-care': { desktop: [898], scroll: [898, 863], inner: [1098], phone: [613, 841] },
  'summit-ridge-roofing': { desktop: [900], scroll: [900, 920], inner: [1069], phone: [574, 622, 272] },
};
