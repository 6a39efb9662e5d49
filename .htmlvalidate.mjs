// html-validate's recommended rules over every prerendered page (tests/e2e/valid-html.spec.ts). Two style rules are
// off, each for markup no one writes by hand; every other rule is on, two with an option that states how this site
// meets it.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes the `style` prop as an inline style: the heights and delays of the logo's wave bars, the bars of
    // the charts and the illustrations, the brand swatches. Each is a value computed from data per element, which a
    // class cannot hold.
    'no-inline-style': 'off',
    // vike's HTML template and the build's post-processing (scripts/critical-css.mjs removes tags in place) leave
    // indented blank lines; whitespace between tags changes nothing a visitor or a parser sees.
    'no-trailing-whitespace': 'off',
    // Checkboxes that share a name are how HTML sends one field with several values (/get-started's services).
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // A phone number must not break across lines: the site keeps it on one with CSS (Tailwind's whitespace-nowrap on
    // the link) rather than with no-break characters in the number, which content/site.ts keeps as people write it.
    'tel-non-breaking': ['error', { ignoreClasses: ['whitespace-nowrap'] }],
  },
};
