// The six featured projects of the home carousel (spec §3), each shown by screenshots of the homepage we designed
// for the client (content/client-sites/<slug>.html, rendered by `npm run render:work`). Their case studies are in
// content/caseStudies.ts, apart, so the home page does not carry the case-study copy.
import type { FeaturedProject } from './types.ts';

export const featuredProjects = [
  {
    slug: 'ember-oak-coffee-roasters',
    title: 'Ember & Oak Coffee Roasters',
    category: 'Website Design & Branding',
    description:
      'A warm new identity and an online shop that tells the story behind every roast and makes reordering beans effortless.',
    domain: 'emberandoak.coffee',
    screens: {
      desktop:
        "Ember & Oak's homepage on a desktop: a cream page in a serif face headed 'Roasted slow, poured warm.', with 'Shop this week's roasts' and 'Start a subscription' buttons beside three drawn coffee bags on a wooden shelf",
      section:
        "Ember & Oak's shop section: four coffees from this week's roast, House Blend, Guji Natural, Huila Decaf and Ember Espresso, each with tasting notes, a price and an Add button",
      phone:
        "Ember & Oak's homepage on a phone: the headline 'Roasted slow, poured warm.' with the shop and subscription buttons stacked full width above the coffee bags",
    },
  },
  {
    slug: 'peak-form-fitness-studio',
    title: 'Peak Form Fitness Studio',
    category: 'Complete Digital Transformation',
    description:
      'A new website, online class booking, automated reminders and AI support that answers member questions around the clock.',
    domain: 'peakformstudio.com',
    screens: {
      desktop:
        "Peak Form's homepage on a desktop: a near-black page with the condensed headline 'Train with purpose.' in white and lime, a 'Book your free first class' button, and this week's class schedule with the spots left in each class",
      section:
        "Peak Form's programs section: 'Three ways to get stronger', with Strength, HIIT and Mobility cards in black, orange and lime",
      phone:
        "Peak Form's homepage on a phone: the headline 'Train with purpose.' over three lines, the free-class button full width and the studio's figures: 42 classes a week, 12 people per class",
    },
  },
  {
    slug: 'whitfield-associates-law',
    title: 'Whitfield & Associates Law',
    category: 'Corporate Website & SEO',
    description:
      'A confident, accessible firm website with practice-area pages built to rank and a consultation request flow clients trust.',
    domain: 'whitfieldlaw.com',
    screens: {
      desktop:
        "Whitfield & Associates' homepage on a desktop: a navy page with a serif headline, 'Counsel you can trust, for the decisions that matter most.', a gold 'Request a consultation' button and a consultation form, above a row of the firm's figures",
      section:
        "Whitfield & Associates' practice areas: business law, estate planning, real estate and family law, each with a one-line summary and a link",
      phone:
        "Whitfield & Associates' homepage on a phone: the serif headline with 'trust' in gold italics, the consultation button full width and a call link below it",
    },
  },
  {
    slug: 'azure-cove-pool-resort',
    title: 'Azure Cove Pool & Resort',
    category: 'Luxury Hospitality Experience',
    description:
      'An immersive booking site with rich imagery, seasonal packages and a concierge chat that helps guests plan their stay.',
    domain: 'azurecoveresort.com',
    screens: {
      desktop:
        "Azure Cove's homepage on a desktop: a drawn sunset over a lagoon between two palms, the italic headline 'Where the water slows time.' and a booking bar with check-in and check-out dates, guests and a coral 'Check availability' button",
      section:
        "Azure Cove's seasonal packages: Lagoon Weekend, Salt & Stillness and Little Cove Days, each with a drawn scene and a nightly rate",
      phone:
        "Azure Cove's homepage on a phone: the italic headline over the sunset, and the booking card with dates and a full-width 'Check availability' button",
    },
  },
  {
    slug: 'greenblade-lawn-care',
    title: 'GreenBlade Lawn Care',
    category: 'Brand Refresh & Local SEO',
    description:
      'A fresh, friendly brand and neighborhood-focused search strategy that puts GreenBlade at the top of local results.',
    domain: 'greenbladelawn.com',
    screens: {
      desktop:
        "GreenBlade's homepage on a desktop: a dark green panel headed 'Your weekends back. Your lawn the best on the block.' with a ZIP-code price box, beside a drawn house on a striped lawn and a five-star review from Kirkwood",
      section:
        "GreenBlade's plans: weekly mowing from $39, fertilization, aeration and seeding, and leaf cleanup, under the neighborhoods they serve",
      phone:
        "GreenBlade's homepage on a phone: the rating badge, the two-line headline in white and lime, and the ZIP-code price box",
    },
  },
  {
    slug: 'summit-ridge-roofing',
    title: 'Summit Ridge Roofing',
    category: 'Lead Generation Platform',
    description:
      'Fast quote forms, storm-season landing pages and a CRM pipeline that routes every new lead to the right estimator.',
    domain: 'summitridgeroofing.com',
    screens: {
      desktop:
        "Summit Ridge's homepage on a desktop: an orange storm-crew alert, the condensed headline 'Storm damage? Free inspection within 48 hours.' and step one of a three-step quote form asking what kind of roof problem it is",
      section:
        "Summit Ridge's services: roof replacement, storm and hail repair, free inspections, and gutters and guards",
      phone:
        "Summit Ridge's homepage on a phone: the storm alert, the headline in white and orange capitals and the three promises: licensed and insured, a 25-year warranty, financing",
    },
  },
] as const satisfies readonly FeaturedProject[];
