// Written by `npm run render:work` (scripts/render-work.mjs) from the pages in content/client-sites/: do not edit.
// Each screen's label and each piece's alt text come from the page (<meta name="lumivox:label">, <meta
// name="lumivox:alt">, a section's data-alt, or its headings); heights are CSS px of the render, at the shot's width.
import type { ProjectSlug } from './slugs.ts';

type Shot = 'desktop' | 'scroll' | 'inner' | 'phone' | 'phoneHome' | 'phoneScroll';

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
          alt: "Ember & Oak on a phone, step 3 of 3, the order confirmed: 'See you Friday.' above a drawn bag, a timeline from order placed through roasting Tuesday to delivery Friday, and a text message offering to skip the next delivery by replying SKIP",
        },
      ],
    },
    phoneHome: {
      label: 'Homepage on a phone',
      pieces: [
        {
          height: 488,
          alt: "Ember & Oak's homepage on a phone: 'Roasted slow, poured warm.' in the Fraunces serif, 'poured warm' in ember-orange italics, under the logo and the cart",
        },
      ],
    },
    phoneScroll: {
      label: 'Homepage on a phone, top to bottom',
      pieces: [
        {
          height: 891,
          alt: 'Ember & Oak Coffee Roasters, homepage on a phone, top to bottom, part 1 of 5: Roasted slow, poured warm.',
        },
        {
          height: 892,
          alt: 'Ember & Oak Coffee Roasters, homepage on a phone, top to bottom, part 2 of 5: This week on the roaster',
        },
        {
          height: 878,
          alt: 'Ember & Oak Coffee Roasters, homepage on a phone, top to bottom, part 3 of 5: Fresh coffee, on your schedule.',
        },
        {
          height: 885,
          alt: 'Ember & Oak Coffee Roasters, homepage on a phone, top to bottom, part 4 of 5: Two streets from the drum.',
        },
        {
          height: 533,
          alt: 'Ember & Oak Coffee Roasters, homepage on a phone, top to bottom, part 5 of 5: the footer: Ember & Oak Visit 214 Ponce de Leon Pl, Decatur Café open daily, 7 am–4 pm Shop Coffee · Subscriptions · Gift cards · Brewing gear Stay in…',
        },
      ],
    },
  },
  'peak-form-fitness-studio': {
    desktop: {
      label: 'Homepage',
      pieces: [
        {
          height: 891,
          alt: "Peak Form's homepage on a desktop: a near-black page with 'Train with purpose.' in tall condensed capitals, white and lime, one lime 'Book your free first class' button, and Tuesday's classes with the spots left in each over the studio's peak drawn in lime outline; below, the studio's figures: 42 classes a week, 12 people a class at most",
        },
      ],
    },
    scroll: {
      label: 'Homepage, top to bottom',
      pieces: [
        {
          height: 891,
          alt: 'Peak Form Fitness Studio, homepage, top to bottom, part 1 of 3: Train with purpose.; This week Midtown studio · 1080 Peachtree',
        },
        {
          height: 696,
          alt: "Peak Form's three programs on a light page, 'Three ways to get stronger', each a card with a drawing of its own: Strength with a loaded barbell under a six-week load chart, HIIT with the studio's heart-rate screen showing six members' zones, Mobility with a hip-rotation dial up 26 degrees in six weeks",
        },
        {
          height: 842,
          alt: "Peak Form's one offer, 'Your first class is on us.', in three steps: pick any class, meet your coach ten minutes early, train; a member's quote about 90 pounds added to her deadlift, and the lime first-class pass for HIIT Ignite on Tuesday at 7:15 am on bike 7 with its check-in code; then the studio's address and hours",
        },
      ],
    },
    inner: {
      label: 'Class timetable',
      pieces: [
        {
          height: 1036,
          alt: "Peak Form's class timetable for the week of March 9: Monday to Saturday from 6 am to 6:45 pm, each class a block marked lime for strength, orange for HIIT or white for mobility with its coach and the spots left, filters for the three programs, and Tuesday's 7:15 am HIIT Ignite picked; beside it that class in detail, with Coach Dre, an intensity of five out of five, the twelve bikes of the room with one still free, and a 'Book your free first class' button",
        },
      ],
    },
    phone: {
      label: 'Booking a class on a phone',
      pieces: [
        {
          height: 844,
          alt: "Peak Form on a phone, step 1 of 4, picking a class: Tuesday the 10th chosen in a strip of days, Tuesday's five classes from 6 am to 6:45 pm with their coaches and spots left, the 7:15 am HIIT Ignite with one spot picked in lime, and a full-width 'Continue' button",
        },
        {
          height: 844,
          alt: "Peak Form on a phone, step 2 of 4, picking a bike: the bike room drawn from above with the coach's platform and the fan, eleven of the twelve bikes taken and bike 7 in the back row picked in lime, and a note that Coach Dre sets the bike up with a first-timer ten minutes before class",
        },
        {
          height: 844,
          alt: "Peak Form on a phone, step 3 of 4, the booking details: first name Tasha, her email and mobile number, 'lower back' picked from a row of injury chips so the coach knows, a reminder text the night before switched on, and a 'Book my free class' button under the class, day and bike",
        },
        {
          height: 844,
          alt: "Peak Form on a phone, step 4 of 4, booked: 'You’re in, Tasha.' above her lime first-class pass for HIIT Ignite on Tuesday the 10th at 7:15 am on bike 7 with Coach Dre, buttons to add it to a calendar and get directions, and what to bring: water, trainers, and ten minutes early",
        },
      ],
    },
    phoneHome: {
      label: 'Homepage on a phone',
      pieces: [
        {
          height: 488,
          alt: "Peak Form's homepage on a phone: 'Train with purpose.' in tall condensed capitals, white and lime on near-black, under a lime 'Free first class' button",
        },
      ],
    },
    phoneScroll: {
      label: 'Homepage on a phone, top to bottom',
      pieces: [
        {
          height: 862,
          alt: 'Peak Form Fitness Studio, homepage on a phone, top to bottom, part 1 of 6: Train with purpose.; This week Midtown studio · 1080 Peachtree',
        },
        {
          height: 652,
          alt: 'Peak Form Fitness Studio, homepage on a phone, top to bottom, part 2 of 6: This week Midtown studio · 1080 Peachtree, continued',
        },
        {
          height: 862,
          alt: 'Peak Form Fitness Studio, homepage on a phone, top to bottom, part 3 of 6: Three ways to get stronger',
        },
        {
          height: 821,
          alt: 'Peak Form Fitness Studio, homepage on a phone, top to bottom, part 4 of 6: Your first class is on us.',
        },
        {
          height: 864,
          alt: 'Peak Form Fitness Studio, homepage on a phone, top to bottom, part 5 of 6: Your first class is on us., continued',
        },
        {
          height: 583,
          alt: 'Peak Form Fitness Studio, homepage on a phone, top to bottom, part 6 of 6: the footer: PEAK FORM Studio 1080 Peachtree St NE, Midtown Parking in the rear deck, validated Hours Mon–Fri 5:30 am–9 pm Sat–Sun 7 am–1 pm Members Book…',
        },
      ],
    },
  },
  'whitfield-associates-law': {
    desktop: {
      label: 'Homepage',
      pieces: [
        {
          height: 882,
          alt: "Whitfield & Associates' homepage on a desktop: a navy page headed 'Counsel you can trust, for the decisions that matter most.' in a serif with 'trust' in gold italics, a gold 'Request a consultation' button, and a consultation form filled in for a partner buyout in front of Atlanta's towers drawn in fine gold line",
        },
      ],
    },
    scroll: {
      label: 'Homepage, top to bottom',
      pieces: [
        {
          height: 882,
          alt: 'Whitfield & Associates Law, homepage, top to bottom, part 1 of 3: Counsel you can trust, for the decisions that matter most.; Tell us what happened',
        },
        {
          height: 600,
          alt: "Whitfield & Associates' four main practice groups on ivory, 'Where we can help', each with a fine gold line drawing: a briefcase for business law, an oak for estate planning, a house with its door for real estate and a family of three for family law, each with a one-line summary and a link",
        },
        {
          height: 849,
          alt: "Whitfield & Associates' promise of a clear fee before any work begins, in three numbered steps, beside an engagement letter on the firm's letterhead to Thomas Greer: a flat fee for each part of a partner buyout, $6,500 in all, signed by Margaret A. Whitfield; then the firm's offices and contact details",
        },
      ],
    },
    inner: {
      label: 'Practice areas',
      pieces: [
        {
          height: 1092,
          alt: "Whitfield & Associates' practice areas page: a navy title band, 'The right attorney, and the fee in writing', then an index of six practice areas with business law open: what the firm handles for companies in two columns of gold-ticked lines, a table of flat fees from $1,450 to form an LLC to $6,500 for a partner buyout, and the lead attorney, Margaret A. Whitfield, with her monogram, 31 years in practice and a client's words about her",
        },
      ],
    },
    phone: {
      label: 'Requesting a consultation on a phone',
      pieces: [
        {
          height: 844,
          alt: "Whitfield & Associates on a phone, step 1 of 4, the area of law: a serif question, 'What do you need help with?', five choices each with a fine gold drawing, business law picked with a gold border, a note that the request is free and confidential, and a navy 'Continue' button",
        },
        {
          height: 844,
          alt: "Whitfield & Associates on a phone, step 2 of 4, what happened: a few lines about buying out a co-founder before a May 1 deadline, 'within 30 days' picked as the deadline, the other party's name asked for so the firm can check for conflicts first, and a 'Continue' button",
        },
        {
          height: 844,
          alt: "Whitfield & Associates on a phone, step 3 of 4, when to talk: a video call picked over phone or the Buckhead office, Tuesday, April 8 at 11:30 am picked among four times, the first 30 minutes free, then name and mobile number and a gold 'Request my consultation' button",
        },
        {
          height: 844,
          alt: "Whitfield & Associates on a phone, step 4 of 4, the request confirmed on navy: 'Thank you, Jordan.', the meeting card with Margaret A. Whitfield's monogram, a video call on Tuesday, April 8 at 11:30 am, free, and a short list in gold ticks of what to have ready: the operating agreement, the buyout offer and two years of financial statements",
        },
      ],
    },
    phoneHome: {
      label: 'Homepage on a phone',
      pieces: [
        {
          height: 488,
          alt: "Whitfield & Associates' homepage on a phone: the gold W ring logo on navy and the serif headline 'Counsel you can trust, for the decisions that matter most.', 'trust' in gold italics",
        },
      ],
    },
    phoneScroll: {
      label: 'Homepage on a phone, top to bottom',
      pieces: [
        {
          height: 813,
          alt: 'Whitfield & Associates Law, homepage on a phone, top to bottom, part 1 of 6: Counsel you can trust, for the decisions that matter most.; Tell us what happened',
        },
        {
          height: 700,
          alt: 'Whitfield & Associates Law, homepage on a phone, top to bottom, part 2 of 6: Tell us what happened, continued',
        },
        {
          height: 873,
          alt: 'Whitfield & Associates Law, homepage on a phone, top to bottom, part 3 of 6: Where we can help',
        },
        {
          height: 666,
          alt: 'Whitfield & Associates Law, homepage on a phone, top to bottom, part 4 of 6: Where we can help, continued',
        },
        {
          height: 894,
          alt: 'Whitfield & Associates Law, homepage on a phone, top to bottom, part 5 of 6: You know the fee before we begin.',
        },
        {
          height: 742,
          alt: 'Whitfield & Associates Law, homepage on a phone, top to bottom, part 6 of 6: the footer: Whitfield & Associates Offices 3350 Peachtree Rd, Buckhead Midtown · Marietta Practice areas Business · Estate planning · Real estate ·…',
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
          height: 844,
          alt: "Booking a stay at Azure Cove on a phone, step 1 of 4, dates and guests: a drawn sunset over the lagoon, 'When are you coming?' in Cormorant italic, the whole of June 2026 on a calendar with Friday the 12th to Monday the 15th picked, two adults and no children, and a coral 'See suites for 3 nights' button",
        },
        {
          height: 844,
          alt: "Step 2 of 4, the suite: the Lagoon Suite drawn with its sunset window, king bed and terrace on the lagoon pool, 58 m² with breakfast on the terrace, only 2 left, selected at $389 a night; below it the Lakeview King at $329, drawn with its balcony over the lake, and a coral 'Continue · $1,167' button",
        },
        {
          height: 844,
          alt: "Step 3 of 4, the guest's details: Maya Ellison's name, e-mail and mobile, an arrival around 9 pm picked, and a request to the concierge beside a drawn cocktail, a lakeside table for an anniversary dinner on Saturday, with a coral 'Review and pay' button",
        },
        {
          height: 844,
          alt: "Step 4 of 4, confirm on deep lagoon blue: the Lagoon Suite for Friday, June 12 to Monday, June 15, three nights at $389, the Lagoon Weekend's cabana and sunset cocktails and a 2 pm late checkout included, $1,167 before taxes, a saved card ending 4417, a coral 'Confirm and pay' button and free cancellation until June 5",
        },
      ],
    },
    phoneHome: {
      label: 'Homepage on a phone',
      pieces: [
        {
          height: 488,
          alt: "Azure Cove's homepage on a phone: the wordmark, a 'Book your stay' button and the italic headline 'Where the water slows time.' over a peach sunset on Lake Lanier",
        },
      ],
    },
    phoneScroll: {
      label: 'Homepage on a phone, top to bottom',
      pieces: [
        {
          height: 844,
          alt: 'Azure Cove Pool & Resort, homepage on a phone, top to bottom, part 1 of 5: Where the water slows time.',
        },
        {
          height: 894,
          alt: 'Azure Cove Pool & Resort, homepage on a phone, top to bottom, part 2 of 5: Seasonal escapes',
        },
        {
          height: 755,
          alt: 'Azure Cove Pool & Resort, homepage on a phone, top to bottom, part 3 of 5: Seasonal escapes, continued',
        },
        {
          height: 788,
          alt: 'Azure Cove Pool & Resort, homepage on a phone, top to bottom, part 4 of 5: Ask us anything, at any hour.',
        },
        {
          height: 409,
          alt: 'Azure Cove Pool & Resort, homepage on a phone, top to bottom, part 5 of 5: the footer: AZURE COVE Find us Lakeshore Drive, Lake Lanier One hour from Atlanta Stay Suites · Lagoon pool · Spa · Dining Concierge Chat with us any…',
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
          height: 844,
          alt: "Requesting a lawn quote from GreenBlade on a phone, step 1 of 3, where the lawn is: 'Your price in 60 seconds' under 4.9 stars from 310 neighbors, the ZIP code 30317 and 412 Hardee Ave typed in, the yard drawn from above with its front and back lawns outlined in lime and measured at 6,200 square feet, Kirkwood crews on the street on Tuesdays and Thursdays, and a lime 'See my price' button",
        },
        {
          height: 844,
          alt: "Step 2 of 3, the plan for 412 Hardee Ave: a drawn lawn mowed in stripes with a lime mower under the yellow sun, weekly mowing ticked at $39 a visit, fertilization added at $55 a feeding, leaf cleanup at $89 left off, $39 a visit in all with feedings billed as they happen, and a 'Pick my crew's day' button",
        },
        {
          height: 844,
          alt: "Step 3 of 3, the visit booked on deep green: 'You're on Thursday's route.' above the week's days with Thursday picked in lime and Monday and Wednesday full, Marco's crew drawn by their GreenBlade truck, mowing Hardee Ave from 9 to 11 with the first visit on Thursday, March 12, the lawn and the plan booked, and a text from GreenBlade after the visit saying the lawn at 412 Hardee is mowed, edged and blown",
        },
      ],
    },
    phoneHome: {
      label: 'Homepage on a phone',
      pieces: [
        {
          height: 488,
          alt: "GreenBlade's homepage on a phone: 'Your weekends back. Your lawn the best on the block.' in white and lime on deep green, under 4.9 stars from 310 neighbors",
        },
      ],
    },
    phoneScroll: {
      label: 'Homepage on a phone, top to bottom',
      pieces: [
        {
          height: 635,
          alt: 'GreenBlade Lawn Care, homepage on a phone, top to bottom, part 1 of 5: Your weekends back. Your lawn the best on the block.',
        },
        {
          height: 896,
          alt: 'GreenBlade Lawn Care, homepage on a phone, top to bottom, part 2 of 5: Care for every season',
        },
        {
          height: 859,
          alt: 'GreenBlade Lawn Care, homepage on a phone, top to bottom, part 3 of 5: Care for every season, continued',
        },
        {
          height: 587,
          alt: 'GreenBlade Lawn Care, homepage on a phone, top to bottom, part 4 of 5: Care for every season, continued',
        },
        {
          height: 384,
          alt: 'GreenBlade Lawn Care, homepage on a phone, top to bottom, part 5 of 5: the footer: GreenBlade Service area Decatur · Kirkwood · Oakhurst · East Lake · Grant Park Plans Weekly mowing · Fertilization · Aeration · Leaf cleanup…',
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
          height: 844,
          alt: "A roof quote from Summit Ridge on a phone, step 1 of 3, what happened: under the orange storm-crews bar and a drawn house with hail falling on its roof, 'What happened to your roof?' with four big buttons, storm or hail damage picked, leak or repair, full replacement and not sure yet, and an orange 'Next: your address' button",
        },
        {
          height: 844,
          alt: "A roof quote from Summit Ridge on a phone, step 2 of 3, where the roof is: the address 1187 Whitlock Ave NW in Marietta, the roof drawn from above and measured at 28 squares with its two hail-damaged slopes marked in orange, three photos of the damage added (dented shingles, a dented gutter, a stained ceiling) beside a tile to add more, a note that Dana Ruiz is the estimator for Marietta and West Cobb, and a 'Next: how to reach you' button",
        },
        {
          height: 844,
          alt: "Step 3 of 3, how to reach the homeowner and when: Jordan Pike's name and mobile number, a text when the estimator is on the way ticked, the free inspection slots from Thursday to Saturday with Thursday at 10 am picked and Friday at 9 am taken, and an orange 'Get my free quote' button",
        },
        {
          height: 844,
          alt: "The confirmation on the charcoal of a storm night: 'Got it, Jordan. Dana calls you in 5 minutes.', estimator Dana Ruiz with her drawn portrait, 14 years on roofs in Marietta and West Cobb, the free inspection booked on a calendar tile for Thursday, March 12 at 10 am, what happens next in three steps, and a text from Dana saying she is calling in a minute",
        },
      ],
    },
    phoneHome: {
      label: 'Homepage on a phone',
      pieces: [
        {
          height: 488,
          alt: "Summit Ridge's homepage on a phone: the orange storm-crews bar, the logo and the estimator's number, and 'Storm damage? Free inspection within 48 hours.' in condensed capitals",
        },
      ],
    },
    phoneScroll: {
      label: 'Homepage on a phone, top to bottom',
      pieces: [
        {
          height: 813,
          alt: 'Summit Ridge Roofing, homepage on a phone, top to bottom, part 1 of 5: Storm damage? Free inspection within 48 hours.; Get your free quote',
        },
        {
          height: 662,
          alt: 'Summit Ridge Roofing, homepage on a phone, top to bottom, part 2 of 5: Get your free quote, continued',
        },
        { height: 861, alt: 'Summit Ridge Roofing, homepage on a phone, top to bottom, part 3 of 5: What we fix' },
        {
          height: 770,
          alt: 'Summit Ridge Roofing, homepage on a phone, top to bottom, part 4 of 5: What we fix, continued',
        },
        {
          height: 383,
          alt: 'Summit Ridge Roofing, homepage on a phone, top to bottom, part 5 of 5: the footer: SUMMIT RIDGE ROOFING Service area Cobb · Fulton · DeKalb · Gwinnett · Cherokee Roofing Replacement · Storm repair · Inspections · Gutters…',
        },
      ],
    },
  },
};

/** Each piece's height: what a picture needs to reserve its box. */
export const workPieceHeights: Record<ProjectSlug, Record<Shot, readonly number[]>> = {
  'ember-oak-coffee-roasters': {
    desktop: [900],
    scroll: [900, 692, 988, 207],
    inner: [1083],
    phone: [844, 844, 844],
    phoneHome: [488],
    phoneScroll: [891, 892, 878, 885, 533],
  },
  'peak-form-fitness-studio': {
    desktop: [891],
    scroll: [891, 696, 842],
    inner: [1036],
    phone: [844, 844, 844, 844],
    phoneHome: [488],
    phoneScroll: [862, 652, 862, 821, 864, 583],
  },
  'whitfield-associates-law': {
    desktop: [882],
    scroll: [882, 600, 849],
    inner: [1092],
    phone: [844, 844, 844, 844],
    phoneHome: [488],
    phoneScroll: [813, 700, 873, 666, 894, 742],
  },
  'azure-cove-pool-resort': {
    desktop: [900],
    scroll: [900, 844, 761],
    inner: [1092],
    phone: [844, 844, 844, 844],
    phoneHome: [488],
    phoneScroll: [844, 894, 755, 788, 409],
  },
  'greenblade-lawn-care': {
    desktop: [898],
    scroll: [898, 863],
    inner: [1098],
    phone: [844, 844, 844],
    phoneHome: [488],
    phoneScroll: [635, 896, 859, 587, 384],
  },
  'summit-ridge-roofing': {
    desktop: [900],
    scroll: [900, 920],
    inner: [1069],
    phone: [844, 844, 844, 844],
    phoneHome: [488],
    phoneScroll: [813, 662, 861, 770, 383],
  },
};
